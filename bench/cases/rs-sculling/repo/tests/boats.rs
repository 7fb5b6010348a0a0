use sculling::boats::BoatClass;

#[test]
fn codes_round_trip() {
    for code in ["1x", "2x", "2-", "4x", "4-", "4+", "8+"] {
        assert_eq!(BoatClass::parse(code).unwrap().code(), code);
    }
    assert_eq!(BoatClass::parse("3x"), None);
}

#[test]
fn seats_and_coxes() {
    assert_eq!(BoatClass::Eight.rowers(), 8);
    assert_eq!(BoatClass::Eight.seats(), 9);
    assert_eq!(BoatClass::CoxlessFour.seats(), 4);
    assert!(BoatClass::CoxedFour.coxed());
    assert!(!BoatClass::Quad.coxed());
}

#[test]
fn sculling_or_sweep() {
    assert!(BoatClass::Double.sculling());
    assert!(!BoatClass::Pair.sculling());
    assert!(!BoatClass::Eight.sculling());
}
