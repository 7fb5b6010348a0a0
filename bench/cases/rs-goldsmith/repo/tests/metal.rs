use goldsmith::metal::MetalError;
use goldsmith::{Metal, Standard};

#[test]
fn only_legal_standards_are_accepted() {
    assert!(Standard::new(Metal::Gold, 750).is_ok());
    assert_eq!(Standard::new(Metal::Gold, 800), Err(MetalError::UnknownStandard(Metal::Gold, 800)));
    assert!(Standard::new(Metal::Silver, 925).is_ok());
    assert!(Standard::new(Metal::Platinum, 925).is_err());
}

#[test]
fn parses_job_bag_spellings() {
    assert_eq!(Standard::parse("18ct").unwrap(), Standard { metal: Metal::Gold, fineness: 750 });
    assert_eq!(Standard::parse("9CT").unwrap().fineness, 375);
    assert_eq!(Standard::parse("14k").unwrap().fineness, 585);
    assert_eq!(Standard::parse("sterling").unwrap(), Standard { metal: Metal::Silver, fineness: 925 });
    assert_eq!(Standard::parse("Britannia").unwrap().fineness, 958);
    assert_eq!(Standard::parse("pt950").unwrap(), Standard { metal: Metal::Platinum, fineness: 950 });
    assert_eq!(Standard::parse("Pd 500").unwrap(), Standard { metal: Metal::Palladium, fineness: 500 });
    assert_eq!(Standard::parse("925").unwrap().metal, Metal::Silver);
    assert_eq!(Standard::parse("750").unwrap().metal, Metal::Gold);
    assert_eq!(Standard::parse("999").unwrap().metal, Metal::Gold);
    assert!(matches!(Standard::parse("brass"), Err(MetalError::Unparsable(_))));
    assert!(Standard::parse("10ct").is_err());
}

#[test]
fn carats() {
    assert_eq!(Standard::parse("22ct").unwrap().carat(), Some(22));
    assert_eq!(Standard::new(Metal::Gold, 990).unwrap().carat(), Some(24));
    assert_eq!(Standard::parse("sterling").unwrap().carat(), None);
}

#[test]
fn fine_content() {
    let nine = Standard::from_carat(9).unwrap();
    assert!((nine.fine_grams(8.0) - 3.0).abs() < 1e-9);
    let sterling = Standard::parse("925").unwrap();
    assert!((sterling.fine_grams(20.0) - 18.5).abs() < 1e-9);
}

#[test]
fn densities_rise_with_gold_content() {
    let golds = Standard::all_of(Metal::Gold);
    assert_eq!(golds.len(), 6);
    for pair in golds.windows(2) {
        assert!(pair[0].density() < pair[1].density(), "{} vs {}", pair[0], pair[1]);
    }
    assert_eq!(Standard::parse("pt950").unwrap().density(), 20.7);
}

#[test]
fn labels() {
    assert_eq!(Standard::parse("18ct").unwrap().label(), "18ct gold");
    assert_eq!(Standard::parse("925").unwrap().label(), "sterling silver");
    assert_eq!(Standard::parse("958").unwrap().label(), "Britannia silver");
    assert_eq!(Standard::parse("pt950").unwrap().label(), "950 platinum");
    assert_eq!(Standard::new(Metal::Gold, 990).unwrap().to_string(), "990 gold");
    assert_eq!(Standard::new(Metal::Gold, 999).unwrap().to_string(), "24ct gold");
}
