use goldsmith::units::*;

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-6
}

#[test]
fn troy_ounces_round_trip() {
    assert!(close(troy_ounces_to_grams(1.0), 31.1034768));
    assert!(close(grams_to_troy_ounces(31.1034768 * 2.5), 2.5));
}

#[test]
fn twenty_pennyweights_make_a_troy_ounce() {
    assert!(close(dwt_to_grams(20.0), GRAMS_PER_TROY_OUNCE));
    assert!(close(grams_to_dwt(GRAMS_PER_TROY_OUNCE), 20.0));
}

#[test]
fn volume_to_grams() {
    // one cubic centimetre of fine gold
    assert!(close(grams_from_volume(1000.0, 19.3), 19.3));
    assert!(close(grams_from_volume(12.0, 15.5), 0.186));
}

#[test]
fn rounding_and_formatting() {
    assert_eq!(round_to(2.345, 2), 2.35);
    assert_eq!(round_to(-1.25, 1), -1.3);
    assert_eq!(format_grams(3.14159), "3.14 g");
    assert_eq!(format_grams(12.0), "12.00 g");
}
