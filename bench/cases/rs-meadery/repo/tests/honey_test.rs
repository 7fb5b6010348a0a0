use meadery::honey::{self, Honey, POINTS_PER_KG_L};

#[test]
fn one_kilo_in_one_litre() {
    let h = Honey::new("reference", 0.80);
    assert!((h.points_per_kg_l() - POINTS_PER_KG_L).abs() < 1e-9);
    assert!((h.gravity(1.0, 1.0) - 1.2921).abs() < 1e-9);
}

#[test]
fn honey_for_a_sack_mead() {
    let h = honey::variety("Wildflower").unwrap();
    let kg = h.kg_for_gravity(1.110, 20.0);
    assert!((kg - 7.53).abs() < 0.01, "{kg}");
    assert!((h.gravity(kg, 20.0) - 1.110).abs() < 1e-9);
}

#[test]
fn drier_honey_needs_more() {
    let wild = honey::variety("wildflower").unwrap();
    let heather = honey::variety("heather").unwrap();
    assert!(heather.kg_for_gravity(1.100, 10.0) > wild.kg_for_gravity(1.100, 10.0));
}

#[test]
fn unknown_variety() {
    assert!(honey::variety("manuka").is_none());
}
