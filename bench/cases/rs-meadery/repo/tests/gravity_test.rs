use meadery::gravity::*;

fn close(a: f64, b: f64, tol: f64) -> bool {
    (a - b).abs() <= tol
}

#[test]
fn abv_from_og_and_fg() {
    assert!(close(abv(1.110, 1.010), 13.125, 1e-9));
    assert!(close(abv(1.050, 1.050), 0.0, 1e-12));
}

#[test]
fn attenuation_of_a_dry_mead() {
    assert!(close(attenuation(1.100, 1.000), 100.0, 1e-9));
    assert!(close(attenuation(1.100, 1.025), 75.0, 1e-9));
    assert_eq!(attenuation(1.000, 0.998), 0.0);
}

#[test]
fn reading_at_calibration_temperature_is_unchanged() {
    assert!(close(correct(1.110, 20.0), 1.110, 1e-9));
    assert!(close(correct(1.000, 20.0), 1.000, 1e-9));
}

#[test]
fn warm_samples_read_low_and_cold_samples_high() {
    let warm = correct(1.050, 25.0);
    let cold = correct(1.050, 15.0);
    assert!(close(warm, 1.0512, 0.0002), "{warm}");
    assert!(close(cold, 1.0491, 0.0002), "{cold}");
    assert!(close(correct(1.000, 30.0), 1.0025, 0.0002));
}

#[test]
fn round_to_three_places() {
    assert_eq!(round3(1.07349), 1.073);
    assert_eq!(round3(1.0735001), 1.074);
}
