use aviary::species::Species;

#[test]
fn names_round_trip() {
    for s in Species::all() {
        assert_eq!(Species::from_name(s.name()), Some(s));
    }
    assert_eq!(Species::from_name(" Zebra Finch "), Some(Species::ZebraFinch));
    assert_eq!(Species::from_name("lovebird"), None);
}

#[test]
fn profiles() {
    let canary = Species::Canary.profile();
    assert_eq!(canary.incubation_days, 13);
    assert_eq!(canary.laying_interval, 1);
    assert_eq!(Species::Budgerigar.profile().laying_interval, 2);
    assert!(Species::Cockatiel.profile().ring_mm > Species::Budgerigar.profile().ring_mm);
}
