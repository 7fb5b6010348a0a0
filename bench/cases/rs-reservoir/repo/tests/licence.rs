use reservoir::{Breach, Licence};

const LICENCE: Licence = Licence { daily_max: 30.0, annual_max: 100.0 };

#[test]
fn within_the_licence() {
    assert!(LICENCE.check(&[20.0, 25.0, 30.0, 24.0]).is_empty());
}

#[test]
fn daily_and_annual_breaches() {
    let breaches = LICENCE.check(&[28.0, 32.5, 29.0, 20.0, 6.0]);
    assert_eq!(
        breaches,
        vec![Breach::Daily { day: 1, over: 2.5 }, Breach::Annual { day: 3, over: 15.5 }]
    );
}

#[test]
fn sustainable_rate_spreads_what_is_left() {
    assert!((LICENCE.sustainable_rate(40.0, 3) - 20.0).abs() < 1e-9);
    // never more than the daily limit
    assert_eq!(LICENCE.sustainable_rate(0.0, 2), 30.0);
    assert_eq!(LICENCE.sustainable_rate(120.0, 5), 0.0);
    assert_eq!(LICENCE.sustainable_rate(50.0, 0), 0.0);
}
