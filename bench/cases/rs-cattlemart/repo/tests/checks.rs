mod common;

use cattlemart::checks::{check_animal, check_lot, Problem, TB_TEST_VALID_DAYS};
use cattlemart::{Category, Lot};
use common::{beast, tuesday};

#[test]
fn the_catalogue_is_clean() {
    let sale = tuesday();
    let problems: Vec<_> = sale.lots.iter().flat_map(|lot| check_lot(lot, true)).collect();
    assert_eq!(problems, vec![]);
}

#[test]
fn passport_and_tb_test() {
    let mut cow = beast(520_114, 77, "LIMX", Category::StoreHeifer, 18, None);
    cow.has_passport = false;
    cow.tb_test_days = Some(TB_TEST_VALID_DAYS + 1);
    assert_eq!(
        check_animal(&cow, true),
        vec![Problem::NoPassport(cow.tag.clone()), Problem::TbTestDue(cow.tag.clone())]
    );
    // Outside a testing area the TB test is not asked for.
    assert_eq!(check_animal(&cow, false), vec![Problem::NoPassport(cow.tag.clone())]);

    cow.tb_test_days = None;
    cow.has_passport = true;
    assert_eq!(check_animal(&cow, true), vec![Problem::TbTestDue(cow.tag.clone())]);
}

#[test]
fn ages_by_category() {
    let bull = beast(611_830, 1_050, "SIMX", Category::YoungBull, 25, Some(700));
    assert_eq!(
        check_animal(&bull, false),
        vec![Problem::OverAge { tag: bull.tag.clone(), months: 25, max: 24 }]
    );
    let store = beast(611_830, 1_051, "AAX", Category::StoreSteer, 40, None);
    assert_eq!(check_animal(&store, false), vec![]);
}

#[test]
fn weights_for_cattle_sold_by_the_kilo() {
    let steer = beast(520_114, 302, "LIMX", Category::PrimeSteer, 22, None);
    assert_eq!(check_animal(&steer, false), vec![Problem::NoWeight(steer.tag.clone())]);
    let calf = beast(708_245, 60, "HOLX", Category::Calf, 1, None);
    assert_eq!(check_animal(&calf, false), vec![]);
}

#[test]
fn mixed_and_empty_lots() {
    let mixed = Lot::new(
        12,
        "KIRK07",
        vec![
            beast(611_830, 1_200, "AAX", Category::StoreSteer, 12, None),
            beast(611_830, 1_201, "AAX", Category::StoreHeifer, 12, None),
        ],
    );
    assert_eq!(check_lot(&mixed, false), vec![Problem::MixedLot(12)]);
    assert_eq!(check_lot(&Lot::new(13, "KIRK07", vec![]), false), vec![Problem::EmptyLot(13)]);
}
