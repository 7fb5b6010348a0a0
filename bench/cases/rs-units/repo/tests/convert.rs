use units::{parse, ConvertError, ParseError};

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9 * b.abs().max(1.0)
}

#[test]
fn parses_with_and_without_space() {
    assert_eq!(parse("12.5 km").unwrap().value, 12.5);
    assert_eq!(parse("3kg").unwrap().unit.symbol, "kg");
}

#[test]
fn rejects_bad_input() {
    assert_eq!(parse(""), Err(ParseError::Empty));
    assert_eq!(parse("abc m").unwrap_err(), ParseError::BadNumber(String::new()));
    assert_eq!(parse("3 parsec").unwrap_err(), ParseError::UnknownUnit("parsec".into()));
}

#[test]
fn converts_lengths() {
    assert!(close(parse("12.5 km").unwrap().to("m").unwrap().value, 12_500.0));
    assert!(close(parse("25 mm").unwrap().to("cm").unwrap().value, 2.5));
}

#[test]
fn converts_temperatures_with_offsets() {
    assert!(close(parse("0 °C").unwrap().to("K").unwrap().value, 273.15));
}

#[test]
fn refuses_incompatible_units() {
    assert_eq!(
        parse("1 kg").unwrap().to("m").unwrap_err(),
        ConvertError::Incompatible { from: "kg", to: "m" }
    );
}
