mod common;

use common::{date, mill_lane};
use milkround::billing::{invoice, vat_on};
use milkround::{DateRange, VatRate};

#[test]
fn vat_rounds_half_up() {
    assert_eq!(0, vat_on(1234, VatRate::Zero));
    assert_eq!(49, vat_on(245, VatRate::Standard));
    assert_eq!(92, vat_on(460, VatRate::Standard));
    assert_eq!(1, vat_on(3, VatRate::Standard));
    assert_eq!(0, vat_on(2, VatRate::Standard));
}

#[test]
fn week_for_the_bell_inn() {
    let (book, cat) = mill_lane();
    let week = DateRange::week_of(date("2026-03-02"));
    let inv = invoice(&book, &cat, 3, week, 40);
    let got: Vec<(&str, u32, u32)> = inv
        .lines
        .iter()
        .map(|l| (l.product.as_str(), l.quantity, l.net_pence))
        .collect();
    // WH: 6 x 5 + 8 + 4 extra on Friday; SS: 4 x 6; BU: 2 on Friday
    assert_eq!(
        vec![("BU", 2, 570), ("SS", 24, 2208), ("WH", 42, 3990)],
        got
    );
    assert_eq!(6768, inv.net_pence());
    assert_eq!(0, inv.vat_pence());
    assert_eq!(66, inv.bottles_out);
    assert_eq!((66 - 40) * 15, inv.deposit_pence());
    assert_eq!(6768 + 390, inv.total_pence());
}

#[test]
fn week_with_a_holiday() {
    let (book, cat) = mill_lane();
    let week = DateRange::week_of(date("2026-03-05"));
    let inv = invoice(&book, &cat, 1, week, 9);
    let got: Vec<(&str, u32)> = inv
        .lines
        .iter()
        .map(|l| (l.product.as_str(), l.quantity))
        .collect();
    // Monday 2, Tuesday 2, away Wednesday to Friday, Saturday 3 and a juice.
    assert_eq!(vec![("OJ", 1), ("WH", 7)], got);
    assert_eq!(245 + 665, inv.net_pence());
    assert_eq!(
        vec![(VatRate::Zero, 665), (VatRate::Standard, 245)],
        inv.net_by_rate()
    );
    assert_eq!(49, inv.vat_pence());
    assert_eq!(-30, inv.deposit_pence());
    assert_eq!(910 + 49 - 30, inv.total_pence());
}

#[test]
fn month_for_mr_hale() {
    let (book, cat) = mill_lane();
    let march = DateRange::month_of(date("2026-03-17"));
    let inv = invoice(&book, &cat, 2, march, 26);
    let got: Vec<(&str, u32)> = inv
        .lines
        .iter()
        .map(|l| (l.product.as_str(), l.quantity))
        .collect();
    // March 2026 has 26 weekdays-and-Saturdays and 4 Wednesdays,
    // plus two extra pints of whole milk on the 7th.
    assert_eq!(vec![("EG6", 4), ("SS", 26), ("WH", 2)], got);
    assert_eq!(4 * 260 + 26 * 92 + 2 * 95, inv.net_pence());
    assert_eq!(28, inv.bottles_out);
    assert_eq!(30, inv.deposit_pence());
}

#[test]
fn nothing_delivered_means_an_empty_invoice() {
    let (book, cat) = mill_lane();
    let sunday = DateRange::new(date("2026-03-08"), date("2026-03-08")).unwrap();
    let inv = invoice(&book, &cat, 1, sunday, 0);
    assert!(inv.lines.is_empty());
    assert_eq!(0, inv.total_pence());
}
