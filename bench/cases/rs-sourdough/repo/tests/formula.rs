use sourdough::{format_grams, Formula, FormulaError};

const COUNTRY: &str = "
# country loaf
water 72%
starter 20%
salt 2%
";

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

#[test]
fn reads_a_formula() {
    let f = Formula::parse(COUNTRY).unwrap();
    let names: Vec<&str> = f.ingredients.iter().map(|i| i.name.as_str()).collect();
    assert_eq!(names, ["water", "starter", "salt"]);
    assert!(close(f.total_percent(), 194.0));
}

#[test]
fn names_the_bad_line() {
    assert_eq!(
        Formula::parse("water 72%\nsalt two%").unwrap_err(),
        FormulaError::BadLine { line: 2, text: "salt two%".into() }
    );
    assert_eq!(
        Formula::parse("water 72%\nWater 5%").unwrap_err(),
        FormulaError::Duplicate { line: 2, name: "water".into() }
    );
    assert!(Formula::parse("flour 100%").is_err());
    assert!(Formula::parse("water").is_err());
}

#[test]
fn weighs_out_for_an_amount_of_flour() {
    let f = Formula::parse(COUNTRY).unwrap();
    assert_eq!(
        f.weights(500),
        vec![
            ("flour".to_string(), 500),
            ("water".to_string(), 360),
            ("starter".to_string(), 100),
            ("salt".to_string(), 10),
        ]
    );
    let total: u32 = f.weights(500).iter().map(|(_, g)| g).sum();
    assert_eq!(format_grams(total), "970 g");
}

#[test]
fn names_with_spaces_and_decimals() {
    let f = Formula::parse("water 65%\nolive oil 3.5%").unwrap();
    assert!(close(f.percent_of("olive oil"), 3.5));
    assert_eq!(f.weights(1000)[2], ("olive oil".to_string(), 35));
}

#[test]
fn hydration_is_the_water_over_the_flour() {
    let f = Formula::parse("water 65%\nsalt 2%").unwrap();
    assert!(close(f.hydration(), 65.0));
}
