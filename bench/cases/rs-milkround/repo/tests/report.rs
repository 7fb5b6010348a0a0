mod common;

use common::{date, mill_lane};
use milkround::billing::invoice;
use milkround::products::money;
use milkround::report::{drop_list_text, invoice_text, load_sheet_text};
use milkround::round::{drop_list, load_sheet, Spare};
use milkround::DateRange;

#[test]
fn money_formatting() {
    assert_eq!("£0.05", money(5));
    assert_eq!("£12.40", money(1240));
    assert_eq!("-£0.30", money(-30));
}

#[test]
fn printed_load_sheet() {
    let (book, cat) = mill_lane();
    let sheet = load_sheet(&book, &cat, date("2026-03-02"), Spare::default());
    let expected = "\
Load sheet for 2026-03-02 (Mon)
  SK  Skimmed milk, pint               1     3
  SS  Semi-skimmed milk, pint          5     7
  WH  Whole milk, pint                 8    10
  bottle crates: 1
";
    assert_eq!(expected, load_sheet_text(&sheet, &cat));
}

#[test]
fn printed_drop_list() {
    let (book, _) = mill_lane();
    let expected = "  1  11 Church Row           1 SS, 2 WH
  2  Market Square           8 WH, 4 SS
  3  4 Mill Lane             3 WH, 1 OJ
";
    assert_eq!(
        expected,
        drop_list_text(&drop_list(&book, date("2026-03-07")))
    );
}

#[test]
fn printed_invoice() {
    let (book, cat) = mill_lane();
    let inv = invoice(&book, &cat, 1, DateRange::week_of(date("2026-03-02")), 9);
    let expected = "\
Invoice for Mrs A. Pryce, 2026-03-02 to 2026-03-08
  Orange juice, litre              1 x  £2.45     £2.45 S
  Whole milk, pint                 7 x  £0.95     £6.65 Z
  Goods                                           £9.10
  VAT                                             £0.49
  Bottle deposits (7 out, 9 back)                -£0.30
  Total                                           £9.29
";
    assert_eq!(expected, invoice_text(&inv, &book));
}
