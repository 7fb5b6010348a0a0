use paddock::paddock::{Paddock, REST_DAYS, STOCKING_RATE};

#[test]
fn capacity_from_area() {
    assert_eq!(STOCKING_RATE, 150);
    let p = Paddock::new("Top Field", 200, 10);
    assert_eq!(p.capacity(), 300);
    assert!(p.can_carry(300));
    assert!(!p.can_carry(301));
}

#[test]
fn small_paddock() {
    let p = Paddock::new("Orchard", 45, 10);
    assert_eq!(p.capacity(), 67);
    assert!(p.can_carry(50));
    assert!(!p.can_carry(80));
}

#[test]
fn sward_heights() {
    assert!(Paddock::new("A", 100, 8).has_grass());
    assert!(!Paddock::new("A", 100, 7).has_grass());
    assert!(!Paddock::new("A", 100, 4).grazed_out());
    assert!(Paddock::new("A", 100, 3).grazed_out());
}

#[test]
fn shelter_and_rest() {
    assert!(Paddock::new("Hollow", 100, 9).with_shelter().shelter);
    assert_eq!(REST_DAYS, 28);
}
