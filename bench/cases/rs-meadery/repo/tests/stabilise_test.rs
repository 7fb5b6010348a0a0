use meadery::honey;
use meadery::stabilise::*;

#[test]
fn free_so2_by_ph() {
    assert!((free_so2_for_ph(3.6) - 50.1).abs() < 0.1);
    assert!(free_so2_for_ph(3.2) < free_so2_for_ph(3.6));
}

#[test]
fn kmeta_for_fifty_ppm() {
    assert!((kmeta_grams(50.0, 20.0) - 1.736).abs() < 0.001);
}

#[test]
fn sorbate_by_strength() {
    assert_eq!(sorbic_acid_ppm(8.0), 200.0);
    assert_eq!(sorbic_acid_ppm(13.1), 150.0);
    assert!((sorbate_grams(13.1, 20.0) - 4.02).abs() < 1e-9);
}

#[test]
fn backsweetening() {
    let h = honey::variety("wildflower").unwrap();
    let kg = backsweeten_kg(&h, 1.000, 1.015, 20.0);
    assert!((kg - 15.0 * 20.0 / 292.1).abs() < 1e-9);
    assert_eq!(backsweeten_kg(&h, 1.020, 1.010, 20.0), 0.0);
}

#[test]
fn sweetness_names() {
    assert_eq!(sweetness(0.996), "bone dry");
    assert_eq!(sweetness(1.004), "dry");
    assert_eq!(sweetness(1.015), "semi-sweet");
    assert_eq!(sweetness(1.025), "sweet");
    assert_eq!(sweetness(1.040), "dessert");
}
