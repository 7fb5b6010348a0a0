use radiocarbon::{conventional_age, fraction_modern, marine_corrected, pool, report, Age, Measurement, ReservoirOffset};

fn charcoal(code: &str, ratio: f64) -> Measurement {
    Measurement {
        lab_code: code.into(),
        sample_ratio: ratio,
        sample_ratio_err: 0.0021,
        standard_ratio: 1.0183,
        blank_ratio: 0.0023,
        d13c_permil: -24.1,
    }
}

#[test]
fn results_sheet_line_for_hearth_charcoal() {
    let line = report::result_line(&charcoal("OAK-2291", 0.7321));
    assert_eq!(line, "OAK-2291  2675 ± 25 BP  (F14C 0.7170 ± 0.0021, δ13C -24.1‰)");
}

#[test]
fn shell_from_the_midden_is_corrected_for_the_reservoir() {
    let shell = Measurement {
        lab_code: "OAK-2302".into(),
        sample_ratio: 0.6020,
        sample_ratio_err: 0.0020,
        standard_ratio: 1.0,
        blank_ratio: 0.0,
        d13c_permil: 0.8,
    };
    let (f, err) = fraction_modern(&shell);
    let age = conventional_age(f, err).unwrap();
    let corrected = marine_corrected(age, ReservoirOffset::local(-40.0, 35.0));
    assert_eq!(report::age_text(age), "4495 ± 30 BP");
    assert_eq!(report::age_text(corrected), "4135 ± 45 BP");
}

fn d(years: f64, error: f64) -> Age {
    Age { years, error }
}

#[test]
fn three_dates_from_one_hearth_pool() {
    let p = pool(&[d(2445.0, 25.0), d(2470.0, 30.0), d(2430.0, 35.0)]).unwrap();
    assert!(p.consistent(), "{:?}", p);
    assert_eq!(report::age_text(p.age), "2450 ± 20 BP");
}

#[test]
fn two_dates_eighty_years_apart_do_not_pool() {
    // T = 80² / (30² + 25²) = 4.20: over 3.84 for one degree of freedom.
    let p = pool(&[d(2400.0, 30.0), d(2480.0, 25.0)]).unwrap();
    assert!((p.t - 4.196).abs() < 0.001, "{}", p.t);
    assert!(!p.consistent(), "{:?}", p);
}

#[test]
fn an_intrusive_date_fails_the_test() {
    let p = pool(&[d(2445.0, 25.0), d(2470.0, 30.0), d(2350.0, 35.0)]).unwrap();
    assert!(p.t > 5.99 && p.t < 7.81, "{}", p.t);
    assert!(!p.consistent(), "{:?}", p);
}
