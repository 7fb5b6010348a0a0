use paddock::paddock::Paddock;
use paddock::rotation::{Rotation, RotationError, State};

fn paddocks() -> Vec<Paddock> {
    vec![
        Paddock::new("Top Field", 200, 10),
        Paddock::new("Orchard", 45, 14),
        Paddock::new("Long Meadow", 300, 12),
        Paddock::new("Bottom", 150, 6),
    ]
}

#[test]
fn fresh_is_ready() {
    let r = Rotation::new();
    assert_eq!(r.state("Top Field"), State::Fresh);
    assert!(r.is_ready("Top Field", 0));
}

#[test]
fn occupy_and_vacate() {
    let mut r = Rotation::new();
    r.occupy("Top Field", 10).unwrap();
    assert!(!r.is_ready("Top Field", 11));
    assert_eq!(r.occupy("Top Field", 11), Err(RotationError::Occupied("Top Field".into())));
    assert_eq!(r.vacate("Top Field", 24), Ok(14));
    assert_eq!(r.ready_on("Top Field"), Some(52));
    assert!(!r.is_ready("Top Field", 51));
    assert!(r.is_ready("Top Field", 52));
}

#[test]
fn resting_refused() {
    let mut r = Rotation::new();
    r.occupy("Orchard", 0).unwrap();
    r.vacate("Orchard", 5).unwrap();
    assert_eq!(
        r.occupy("Orchard", 20),
        Err(RotationError::Resting { paddock: "Orchard".into(), ready_on: 33 })
    );
    assert!(r.occupy("Orchard", 33).is_ok());
}

#[test]
fn vacate_unoccupied() {
    let mut r = Rotation::new();
    assert_eq!(r.vacate("Bottom", 3), Err(RotationError::NotOccupied("Bottom".into())));
}

#[test]
fn next_paddock_tallest_that_carries() {
    let ps = paddocks();
    let r = Rotation::new();
    // Orchard is tallest but carries only 67.
    assert_eq!(r.next_paddock(&ps, 180, 0).unwrap().name, "Long Meadow");
    assert_eq!(r.next_paddock(&ps, 50, 0).unwrap().name, "Orchard");
    assert!(r.next_paddock(&ps, 500, 0).is_none());
}

#[test]
fn next_paddock_skips_resting() {
    let ps = paddocks();
    let mut r = Rotation::new();
    r.occupy("Long Meadow", 0).unwrap();
    r.vacate("Long Meadow", 10).unwrap();
    assert_eq!(r.next_paddock(&ps, 180, 20).unwrap().name, "Top Field");
    assert_eq!(r.next_paddock(&ps, 180, 38).unwrap().name, "Long Meadow");
}
