//! Masters handicaps: seconds allowed over 1000 m by age category and boat class.

use crate::boats::BoatClass;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Category {
    A, B, C, D, E, F, G, H, I, J, K,
}

/// Lowest average age of each category.
pub const CATEGORY_AGES: [(Category, u32); 11] = [
    (Category::A, 27),
    (Category::B, 36),
    (Category::C, 43),
    (Category::D, 50),
    (Category::E, 55),
    (Category::F, 60),
    (Category::G, 65),
    (Category::H, 70),
    (Category::I, 75),
    (Category::J, 80),
    (Category::K, 83),
];

/// Seconds per 1000 m a single sculler of each category gets over category A.
const SINGLE_ALLOWANCE: [f64; 11] = [0.0, 5.0, 10.0, 15.0, 20.0, 26.0, 33.0, 41.0, 50.0, 61.0, 74.0];

/// The masters category for an average age in whole years; None below 27.
pub fn category_for_age(age: u32) -> Option<Category> {
    CATEGORY_AGES.iter().rev().find(|(_, min)| age >= *min).map(|(c, _)| *c)
}

pub fn category_letter(c: Category) -> char {
    (b'A' + c as u8) as char
}

/// Bigger boats are faster, so the same age costs fewer seconds.
pub fn boat_factor(class: BoatClass) -> f64 {
    match class {
        BoatClass::Single => 1.0,
        BoatClass::Double | BoatClass::Pair => 0.93,
        BoatClass::Quad | BoatClass::CoxlessFour | BoatClass::CoxedFour => 0.87,
        BoatClass::Eight => 0.83,
    }
}

/// Handicap in tenths of a second over a race distance.
pub fn handicap_tenths(c: Category, class: BoatClass, distance_m: u32) -> u32 {
    let secs = SINGLE_ALLOWANCE[c as usize] * boat_factor(class) * distance_m as f64 / 1000.0;
    (secs * 10.0).round() as u32
}

/// Handicap that a crew of category `faster` gives a crew of category `slower`.
pub fn difference_tenths(slower: Category, faster: Category, class: BoatClass, distance_m: u32) -> i64 {
    handicap_tenths(slower, class, distance_m) as i64 - handicap_tenths(faster, class, distance_m) as i64
}
