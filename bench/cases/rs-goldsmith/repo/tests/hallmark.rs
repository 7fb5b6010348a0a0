use goldsmith::hallmark::*;
use goldsmith::{Metal, Money, Standard};

fn std(text: &str) -> Standard {
    Standard::parse(text).unwrap()
}

#[test]
fn exemption_weights() {
    assert!(!needs_hallmark(std("18ct"), 0.99));
    assert!(needs_hallmark(std("18ct"), 1.0));
    assert!(!needs_hallmark(std("925"), 7.5));
    assert!(needs_hallmark(std("925"), 7.78));
    assert!(needs_hallmark(std("pt950"), 0.6));
    assert_eq!(exemption_grams(Metal::Palladium), 1.0);
}

#[test]
fn date_letters() {
    assert_eq!(date_letter(1998), None);
    assert_eq!(date_letter(1999), Some('a'));
    assert_eq!(date_letter(2008), Some('j'));
    assert_eq!(date_letter(2024), Some('z'));
    assert_eq!(date_letter(2025), Some('A'));
    assert_eq!(date_letter(2026), Some('B'));
}

#[test]
fn marks_in_striking_order() {
    let mark = Hallmark::new("TB", std("18ct"), AssayOffice::Birmingham, 2023).unwrap();
    assert_eq!(mark.marks(false), vec!["TB", "750", "anchor", "y"]);
    assert_eq!(mark.marks(true), vec!["TB", "crown", "750", "anchor", "y"]);

    let scots = Hallmark::new("AMcK", std("925"), AssayOffice::Edinburgh, 2025);
    assert_eq!(scots, Err(HallmarkError::BadSponsor("AMcK".to_string())));
    let scots = Hallmark::new("AMCK", std("925"), AssayOffice::Edinburgh, 2025).unwrap();
    assert_eq!(scots.marks(true), vec!["AMCK", "lion rampant", "925", "castle", "A"]);
}

#[test]
fn traditional_marks() {
    assert_eq!(traditional_mark(std("925"), AssayOffice::Sheffield), Some("lion passant"));
    assert_eq!(traditional_mark(std("britannia"), AssayOffice::London), Some("Britannia"));
    assert_eq!(traditional_mark(std("800"), AssayOffice::London), None);
    assert_eq!(traditional_mark(std("pd950"), AssayOffice::London), Some("Pallas Athene"));
}

#[test]
fn too_early_for_a_letter() {
    assert_eq!(Hallmark::new("TB", std("9ct"), AssayOffice::London, 1990), Err(HallmarkError::TooEarly(1990)));
}

#[test]
fn offices() {
    assert_eq!(AssayOffice::parse("Goldsmiths"), Some(AssayOffice::London));
    assert_eq!(AssayOffice::parse(" sheffield "), Some(AssayOffice::Sheffield));
    assert_eq!(AssayOffice::parse("Chester"), None);
    assert_eq!(AssayOffice::Sheffield.town_mark(), "rose");
}

#[test]
fn charges_by_weight_band() {
    assert_eq!(article_charge(std("925"), 4.0), Money(55));
    assert_eq!(article_charge(std("925"), 5.0), Money(55));
    assert_eq!(article_charge(std("925"), 5.1), Money(80));
    assert_eq!(article_charge(std("18ct"), 35.0), Money(230));
    assert_eq!(article_charge(std("pt950"), 80.0), Money(510));
}

#[test]
fn consignment() {
    assert_eq!(consignment_charge(&[]), Money::ZERO);
    let parcel = [(std("18ct"), 6.2), (std("18ct"), 3.1), (std("925"), 41.0)];
    // 145 + 95 + 135 + 850 handling
    assert_eq!(consignment_charge(&parcel), Money(1225));
}
