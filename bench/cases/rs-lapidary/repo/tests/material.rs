use lapidary::material;

#[test]
fn looks_materials_up_by_name() {
    let quartz = material("Quartz").expect("quartz");
    assert_eq!(quartz.sg, 2.65);
    assert!(material("jade").is_none());
}

#[test]
fn critical_angle_follows_the_refractive_index() {
    let quartz = material("quartz").unwrap();
    let corundum = material("corundum").unwrap();
    assert!((quartz.critical_angle_deg() - 40.37).abs() < 0.01, "{}", quartz.critical_angle_deg());
    assert!(corundum.critical_angle_deg() < quartz.critical_angle_deg());
}

#[test]
fn fluorite_is_soft_quartz_is_not() {
    assert!(material("fluorite").unwrap().is_soft());
    assert!(!material("quartz").unwrap().is_soft());
}
