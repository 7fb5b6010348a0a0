mod common;

use common::{close, greystone_curve};
use reservoir::{Curve, CurveError};

#[test]
fn storage_between_survey_points() {
    let c = greystone_curve();
    assert!(close(c.storage_at(300.0).unwrap(), 0.0));
    assert!(close(c.storage_at(307.5).unwrap(), 800.0));
    assert!(close(c.storage_at(316.0).unwrap(), 2700.0));
    assert!(close(c.storage_at(320.0).unwrap(), 4000.0));
}

#[test]
fn level_is_the_inverse_of_storage() {
    let c = greystone_curve();
    for level in [301.2, 306.0, 312.25, 317.9, 319.5] {
        let storage = c.storage_at(level).unwrap();
        assert!(close(c.level_at(storage).unwrap(), level), "level {}", level);
    }
    assert!(close(c.level_at(3300.0).unwrap(), 318.0));
}

#[test]
fn outside_the_survey_is_an_error() {
    let c = greystone_curve();
    assert_eq!(c.storage_at(299.9), Err(CurveError::OutOfRange { value: 299.9 }));
    assert_eq!(c.level_at(4000.5), Err(CurveError::OutOfRange { value: 4000.5 }));
}

#[test]
fn curve_must_rise() {
    assert_eq!(Curve::new(vec![(300.0, 0.0)]).unwrap_err(), CurveError::TooFewPoints);
    let err = Curve::new(vec![(300.0, 0.0), (305.0, 400.0), (305.0, 500.0)]).unwrap_err();
    assert_eq!(err, CurveError::NotIncreasing { index: 2 });
    assert_eq!(err.to_string(), "curve point 2 does not rise above the one before");
}

#[test]
fn capacity_and_percent_full() {
    let c = greystone_curve();
    assert_eq!(c.capacity(), 4000.0);
    assert_eq!(c.bottom_level(), 300.0);
    assert_eq!(c.top_level(), 320.0);
    assert!(close(c.percent_full(3300.0), 82.5));
}
