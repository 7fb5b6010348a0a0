use hallmark::dateletter::date_letter;
use hallmark::parcel::{SheetError, MINIMUM_CHARGE};
use hallmark::intake::IntakeError;
use hallmark::Parcel;

const SHEET: &str = "\
# Harrow & Pike, spring order
6x AG925 napkin ring 18g
AG925 bangle 25dwt        # one ounce and a quarter
4x AU750 signet ring 6dwt
AG958 salver 14.5ozt
20x AU375 stud earring 0.6g
";

#[test]
fn reads_the_sheet() {
    let p = Parcel::from_sheet("HPK", SHEET).unwrap();
    assert_eq!(p.articles.len(), 5);
    assert_eq!(p.article_count(), 32);
    assert_eq!(p.articles[1].description, "bangle");
}

#[test]
fn total_fee() {
    let p = Parcel::from_sheet("HPK", SHEET).unwrap();
    // napkin rings 6 x 98, bangle 185, signets 4 x 212,
    // salver 185 + 2 x 55, earrings 20 x 118
    assert_eq!(p.total_fee(), 588 + 185 + 848 + 295 + 2360);
}

#[test]
fn small_parcel_pays_the_minimum() {
    let p = Parcel::from_sheet("HPK", "AG925 charm 2dwt\n").unwrap();
    assert_eq!(p.total_fee(), MINIMUM_CHARGE);
}

#[test]
fn weight_by_metal() {
    let p = Parcel::from_sheet("HPK", SHEET).unwrap();
    let w = p.weight_by_metal();
    let silver = w["AG"];
    assert!((silver - (108.0 + 38.879 + 451.0)).abs() < 0.01, "silver {silver}");
    let gold = w["AU"];
    assert!((gold - (4.0 * 9.331 + 12.0)).abs() < 0.01, "gold {gold}");
}

#[test]
fn receipt_lines() {
    let p = Parcel::from_sheet("HPK", SHEET).unwrap();
    let r = p.receipt();
    assert_eq!(r[1], "1 x AG925 bangle (38.88 g) £1.85");
    assert_eq!(r[2], "4 x AU750 signet ring (9.33 g) £8.48");
    assert_eq!(r.last().unwrap(), "total £42.76");
}

#[test]
fn bad_line_is_reported_with_its_number() {
    let err = Parcel::from_sheet("HPK", "AG925 ring 4g\n\nAG930 ring 4g\n").unwrap_err();
    assert_eq!(
        err,
        SheetError {
            line: 3,
            error: IntakeError::NotAStandard(hallmark::Metal::Silver, 930)
        }
    );
}

#[test]
fn date_letter_for_this_year() {
    assert_eq!(date_letter(2026), Some('B'));
}
