use sculling::boats::BoatClass;
use sculling::handicap::{category_for_age, category_letter, difference_tenths, handicap_tenths, Category};

#[test]
fn categories_by_age() {
    assert_eq!(category_for_age(26), None);
    assert_eq!(category_for_age(27), Some(Category::A));
    assert_eq!(category_for_age(42), Some(Category::B));
    assert_eq!(category_for_age(43), Some(Category::C));
    assert_eq!(category_for_age(90), Some(Category::K));
    assert_eq!(category_letter(Category::F), 'F');
}

#[test]
fn handicaps_scale_with_boat_and_distance() {
    assert_eq!(handicap_tenths(Category::A, BoatClass::Single, 1000), 0);
    assert_eq!(handicap_tenths(Category::C, BoatClass::Single, 1000), 100);
    assert_eq!(handicap_tenths(Category::C, BoatClass::Quad, 1000), 87);
    assert_eq!(handicap_tenths(Category::B, BoatClass::Quad, 1000), 44);
    assert_eq!(handicap_tenths(Category::D, BoatClass::Eight, 500), 62);
}

#[test]
fn differences_between_categories() {
    assert_eq!(difference_tenths(Category::E, Category::B, BoatClass::Double, 1000), 139);
    assert_eq!(difference_tenths(Category::B, Category::E, BoatClass::Double, 1000), -139);
}
