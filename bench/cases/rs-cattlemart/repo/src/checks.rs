//! Checks the office runs on the catalogue before the sale: passports, TB
//! tests, ages and weights.

use crate::animal::{Animal, EarTag};
use crate::lot::{Lot, LotError};

/// A pre-movement TB test counts for this many days.
pub const TB_TEST_VALID_DAYS: u32 = 60;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    NoPassport(EarTag),
    TbTestDue(EarTag),
    OverAge { tag: EarTag, months: u32, max: u32 },
    NoWeight(EarTag),
    MixedLot(u32),
    EmptyLot(u32),
}

/// Problems with one animal. Cattle from a TB testing area need a clear test
/// within the last 60 days.
pub fn check_animal(animal: &Animal, tb_area: bool) -> Vec<Problem> {
    let mut problems = Vec::new();
    if !animal.has_passport {
        problems.push(Problem::NoPassport(animal.tag.clone()));
    }
    if tb_area && animal.tb_test_days.map_or(true, |days| days > TB_TEST_VALID_DAYS) {
        problems.push(Problem::TbTestDue(animal.tag.clone()));
    }
    if let Some(max) = animal.category.max_age_months() {
        if animal.age_months > max {
            problems.push(Problem::OverAge { tag: animal.tag.clone(), months: animal.age_months, max });
        }
    }
    if animal.category.sold_by_weight() && animal.weight_kg.is_none() {
        problems.push(Problem::NoWeight(animal.tag.clone()));
    }
    problems
}

/// Problems with a lot and each of its animals.
pub fn check_lot(lot: &Lot, tb_area: bool) -> Vec<Problem> {
    let mut problems = Vec::new();
    match lot.category() {
        Err(LotError::Empty) => problems.push(Problem::EmptyLot(lot.number)),
        Err(_) => problems.push(Problem::MixedLot(lot.number)),
        Ok(_) => {}
    }
    for animal in &lot.animals {
        problems.extend(check_animal(animal, tb_area));
    }
    problems
}
