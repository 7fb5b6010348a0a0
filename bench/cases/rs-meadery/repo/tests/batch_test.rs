use meadery::batch::{Batch, Status};
use meadery::honey;
use meadery::nutrients::NitrogenNeed;

fn traditional() -> Batch {
    let mut b = Batch::new(
        "Orange blossom traditional",
        20.0,
        honey::variety("orange blossom").unwrap(),
        7.5,
        "71B",
        NitrogenNeed::Medium,
    );
    b.pitch(1.110, 20.0);
    b
}

fn log_all(b: &mut Batch, readings: &[(u32, f64, f64)]) {
    for &(day, sg, temp) in readings {
        b.log(day, sg, temp).unwrap();
    }
}

#[test]
fn freshly_pitched() {
    let b = traditional();
    assert_eq!(b.status(), Status::Pitched);
    assert!((b.og() - 1.110).abs() < 1e-9);
    assert!((b.current() - 1.110).abs() < 1e-9);
    assert_eq!(b.abv(), 0.0);
}

#[test]
fn expected_og_from_the_honey() {
    let b = traditional();
    assert!((b.expected_og() - 1.1095).abs() < 0.0001);
}

#[test]
fn fermenting_then_finished() {
    let mut b = traditional();
    log_all(&mut b, &[(3, 1.080, 20.0), (7, 1.050, 20.0), (14, 1.020, 20.0)]);
    assert_eq!(b.status(), Status::Fermenting);
    assert!(b.past_sugar_break());
    log_all(&mut b, &[(21, 1.012, 20.0), (28, 1.011, 20.0), (35, 1.011, 20.0), (42, 1.011, 20.0)]);
    assert_eq!(b.status(), Status::Finished);
    assert!((b.abv() - 12.99).abs() < 0.01, "{}", b.abv());
    assert!((b.attenuation() - 90.0).abs() < 0.01, "{}", b.attenuation());
}

#[test]
fn warm_readings_are_corrected() {
    let mut b = traditional();
    log_all(&mut b, &[(5, 1.060, 26.0)]);
    let g = b.gravities();
    assert!((g[0] - 1.0614).abs() < 0.0002, "{}", g[0]);
}

#[test]
fn stalled_when_sweet_and_steady() {
    let mut b = traditional();
    log_all(&mut b, &[(3, 1.070, 20.0), (6, 1.045, 20.0), (9, 1.045, 20.0), (12, 1.045, 20.0)]);
    assert_eq!(b.status(), Status::Stalled);
}

#[test]
fn readings_must_be_in_order_and_plausible() {
    let mut b = traditional();
    b.log(5, 1.060, 20.0).unwrap();
    assert!(b.log(4, 1.055, 20.0).is_err());
    assert!(b.log(6, 1.6, 20.0).is_err());
    assert_eq!(b.readings.len(), 1);
}

#[test]
fn not_past_the_break_early_on() {
    let mut b = traditional();
    log_all(&mut b, &[(2, 1.090, 20.0)]);
    assert!(!b.past_sugar_break());
}
