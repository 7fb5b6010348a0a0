use meadery::nutrients::*;

#[test]
fn yan_target_rises_with_need() {
    let low = yan_target(1.110, NitrogenNeed::Low);
    let med = yan_target(1.110, NitrogenNeed::Medium);
    let high = yan_target(1.110, NitrogenNeed::High);
    assert!(low < med && med < high);
    assert!((med - 233.5).abs() < 0.5, "{med}");
}

#[test]
fn fermaid_o_for_twenty_litres() {
    let total = fermaid_o_total(1.110, 20.0, NitrogenNeed::Medium);
    assert!((total - 29.19).abs() < 0.01, "{total}");
}

#[test]
fn sugar_break_is_a_third_of_the_points() {
    assert!((sugar_break(1.120) - 1.080).abs() < 1e-9);
}

#[test]
fn four_equal_additions() {
    let s = schedule(1.110, 20.0, NitrogenNeed::Medium);
    assert_eq!(s.len(), 4);
    let triggers: Vec<Trigger> = s.iter().map(|a| a.trigger).collect();
    assert_eq!(
        triggers,
        vec![Trigger::Hours(24), Trigger::Hours(48), Trigger::Hours(72), Trigger::Gravity(1.073)]
    );
    let total: f64 = s.iter().map(|a| a.grams).sum();
    assert!((total - fermaid_o_total(1.110, 20.0, NitrogenNeed::Medium)).abs() < 1e-9);
    assert!((s[0].grams - s[3].grams).abs() < 1e-12);
}
