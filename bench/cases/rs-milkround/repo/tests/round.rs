mod common;

use common::{date, mill_lane};
use milkround::round::{drop_list, load_sheet, Spare};
use milkround::Container;

#[test]
fn spare_rounds_up_with_a_minimum_for_bottles() {
    let spare = Spare::default();
    assert_eq!(2, spare.for_quantity(10, Container::GlassBottle));
    assert_eq!(3, spare.for_quantity(41, Container::GlassBottle));
    assert_eq!(1, spare.for_quantity(3, Container::Carton));
    assert_eq!(0, spare.for_quantity(0, Container::Loose));
    assert_eq!(0, Spare::none().for_quantity(40, Container::GlassBottle));
}

#[test]
fn monday_load_sheet() {
    let (book, cat) = mill_lane();
    let sheet = load_sheet(&book, &cat, date("2026-03-02"), Spare::default());
    let got: Vec<(&str, u32, u32)> = sheet
        .lines
        .iter()
        .map(|l| (l.product.as_str(), l.ordered, l.load))
        .collect();
    assert_eq!(vec![("SK", 1, 3), ("SS", 5, 7), ("WH", 8, 10)], got);
    let crates = sheet.crates(&cat);
    assert_eq!(Some(&1), crates.get("bottle crates"));
    assert_eq!(None, crates.get("carton crates"));
}

#[test]
fn friday_load_sheet() {
    let (book, cat) = mill_lane();
    let sheet = load_sheet(&book, &cat, date("2026-03-06"), Spare::default());
    assert_eq!(10, sheet.line("WH").unwrap().ordered);
    assert_eq!(5, sheet.line("SS").unwrap().ordered);
    assert_eq!(1, sheet.line("SK").unwrap().ordered);
    assert_eq!((1, 2), {
        let aj = sheet.line("AJ").unwrap();
        (aj.ordered, aj.load)
    });
    let butter = sheet.line("BU").unwrap();
    assert_eq!((2, 3), (butter.ordered, butter.load));
    let crates = sheet.crates(&cat);
    assert_eq!(Some(&2), crates.get("bottle crates"));
    assert_eq!(Some(&1), crates.get("carton crates"));
}

#[test]
fn drop_list_in_round_order() {
    let (book, _) = mill_lane();
    let drops = drop_list(&book, date("2026-03-05"));
    let stops: Vec<(u32, &str)> = drops.iter().map(|d| (d.stop, d.name.as_str())).collect();
    // Mrs Pryce (stop 3) is away; P. Shah has nothing on Thursdays.
    assert_eq!(vec![(1, "Mr T. Hale"), (2, "The Bell Inn")], stops);

    let sat = drop_list(&book, date("2026-03-07"));
    let stops: Vec<u32> = sat.iter().map(|d| d.stop).collect();
    assert_eq!(vec![1, 2, 3], stops);
    assert_eq!(
        vec![("WH".to_string(), 3), ("OJ".to_string(), 1)],
        sat[2].items
    );
}
