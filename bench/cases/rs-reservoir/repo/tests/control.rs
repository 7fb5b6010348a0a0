use reservoir::{ControlCurves, Status};

#[test]
fn status_against_the_monthly_curves() {
    let c = ControlCurves::drought_plan();
    assert_eq!(c.status(3, 85.0), Status::Normal);
    assert_eq!(c.status(3, 80.0), Status::Normal);
    assert_eq!(c.status(3, 79.9), Status::Alert);
    assert_eq!(c.status(3, 57.0), Status::Drought);
    // the same storage is fine in October
    assert_eq!(c.status(10, 57.0), Status::Normal);
    assert_eq!(c.status(10, 24.0), Status::Drought);
}

#[test]
fn margin_to_the_next_trigger() {
    let c = ControlCurves::drought_plan();
    assert!((c.margin(8, 70.0) - 12.0).abs() < 1e-9);
    assert!((c.margin(8, 40.0) - 7.0).abs() < 1e-9);
    assert!((c.margin(8, 30.0) + 3.0).abs() < 1e-9);
}

#[test]
fn statuses_print_in_lower_case_and_order_by_severity() {
    assert_eq!(Status::Alert.to_string(), "alert");
    assert!(Status::Normal < Status::Alert && Status::Alert < Status::Drought);
}

#[test]
#[should_panic(expected = "month 13 out of range")]
fn month_must_be_real() {
    ControlCurves::drought_plan().status(13, 50.0);
}
