mod common;

use common::{greystone, greystone_curve};
use reservoir::report::{render, summarise};
use reservoir::{ControlCurves, Day, Status};

#[test]
fn a_wet_week_in_january() {
    let mut r = greystone(3290.0);
    let days = [
        Day { inflow: 45.0, rain_mm: 12.0, evaporation_mm: 0.2, abstraction: 24.0 },
        Day { inflow: 52.0, rain_mm: 8.0, evaporation_mm: 0.2, abstraction: 24.0 },
        Day { inflow: 31.0, rain_mm: 0.0, evaporation_mm: 0.3, abstraction: 24.0 },
    ];
    let results = r.run(&days).unwrap();
    let s = summarise(&results, &greystone_curve(), &ControlCurves::drought_plan(), 1).unwrap();
    assert_eq!(s.spill_days, 3);
    assert_eq!(s.status, Status::Normal);
    assert_eq!(
        render(&s),
        "Days: 3\nStorage: 3300 Ml (82.5% full), level 318.00 m\nSpilled 44.6 Ml on 3 day(s)\nStatus: normal"
    );
}

#[test]
fn a_dry_spell_in_august() {
    let mut r = greystone(1800.0);
    let days = vec![Day { inflow: 4.0, rain_mm: 0.0, evaporation_mm: 4.0, abstraction: 26.0 }; 14];
    let results = r.run(&days).unwrap();
    let s = summarise(&results, &greystone_curve(), &ControlCurves::drought_plan(), 8).unwrap();
    assert_eq!(s.status, Status::Alert);
    assert_eq!(
        render(&s),
        "Days: 14\nStorage: 1398 Ml (34.9% full), level 310.82 m\nStatus: alert"
    );
}

#[test]
fn nothing_to_summarise() {
    assert!(summarise(&[], &greystone_curve(), &ControlCurves::drought_plan(), 5).is_none());
}
