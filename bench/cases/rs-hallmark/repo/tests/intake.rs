use hallmark::intake::IntakeError;
use hallmark::units::WeightError;
use hallmark::{parse_line, Metal};

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-3
}

#[test]
fn plain_line_in_grams() {
    let a = parse_line("AG925 napkin ring 18g").unwrap();
    assert_eq!(a.quantity, 1);
    assert_eq!(a.metal, Metal::Silver);
    assert_eq!(a.fineness, 925);
    assert_eq!(a.description, "napkin ring");
    assert!(close(a.grams, 18.0));
}

#[test]
fn quantity_prefix() {
    let a = parse_line("12x AU375 stud earring 0.6g").unwrap();
    assert_eq!(a.quantity, 12);
    assert_eq!(a.metal, Metal::Gold);
    assert_eq!(a.description, "stud earring");
}

#[test]
fn pennyweights() {
    let a = parse_line("AU750 signet ring 6dwt").unwrap();
    assert!(close(a.grams, 9.331), "6 dwt came out as {} g", a.grams);
    let b = parse_line("AG925 bangle 25dwt").unwrap();
    assert!(close(b.grams, 38.879), "25 dwt came out as {} g", b.grams);
}

#[test]
fn troy_ounces() {
    let a = parse_line("AG958 salver 14.5ozt").unwrap();
    assert!(close(a.grams, 451.0), "14.5 ozt came out as {} g", a.grams);
}

#[test]
fn rejected_lines() {
    assert_eq!(parse_line("AG925 18g"), Err(IntakeError::TooShort));
    assert_eq!(
        parse_line("AU800 ring 4g"),
        Err(IntakeError::NotAStandard(Metal::Gold, 800))
    );
    assert_eq!(
        parse_line("PT950 band 4lb"),
        Err(IntakeError::Weight(WeightError::UnknownUnit("lb".into())))
    );
    assert_eq!(
        parse_line("0x AG925 ring 4g"),
        Err(IntakeError::BadQuantity("0x".into()))
    );
}
