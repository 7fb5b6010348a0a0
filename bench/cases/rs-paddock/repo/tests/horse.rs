use paddock::horse::{group_load, Build, Horse};

#[test]
fn loads_by_build() {
    assert_eq!(Build::Pony.load(), 50);
    assert_eq!(Build::Horse.load(), 100);
    assert_eq!(Build::Draught.load(), 130);
}

#[test]
fn parse_builds() {
    assert_eq!(Build::parse(" Cob "), Some(Build::Cob));
    assert_eq!(Build::parse("draft"), Some(Build::Draught));
    assert_eq!(Build::parse("mule"), None);
}

#[test]
fn condition_is_clamped() {
    let h = Horse::new("Biscuit", "Ann Hale", Build::Pony, 300).with_condition(7);
    assert_eq!(h.condition, 5);
    assert!(h.needs_restricted_grazing());
    let h = Horse::new("Biscuit", "Ann Hale", Build::Pony, 300).with_condition(0);
    assert_eq!(h.condition, 1);
    assert!(!h.needs_restricted_grazing());
}

#[test]
fn group_load_sums() {
    let a = Horse::new("Biscuit", "Ann Hale", Build::Pony, 300);
    let b = Horse::new("Major", "Tom Reid", Build::Draught, 800);
    assert_eq!(group_load(&[&a, &b]), 180);
    assert_eq!(group_load(&[]), 0);
}

#[test]
fn display() {
    let h = Horse::new("Major", "Tom Reid", Build::Draught, 800);
    assert_eq!(h.to_string(), "Major (Draught, 800 kg, owner Tom Reid)");
}
