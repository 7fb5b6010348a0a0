use aviary::calendar::{self, days_in_month, is_leap, Date};

fn d(y: i32, m: u32, day: u32) -> Date {
    Date::new(y, m, day).unwrap()
}

#[test]
fn leap_years() {
    assert!(is_leap(2024));
    assert!(!is_leap(2026));
    assert!(!is_leap(1900));
    assert!(is_leap(2000));
    assert_eq!(days_in_month(2028, 2), 29);
    assert_eq!(days_in_month(2026, 2), 28);
}

#[test]
fn rejects_missing_days() {
    assert!(Date::new(2026, 2, 29).is_none());
    assert!(Date::new(2026, 13, 1).is_none());
    assert!(Date::new(2026, 4, 0).is_none());
}

#[test]
fn day_numbers_round_trip() {
    assert_eq!(d(1970, 1, 1).to_days(), 0);
    assert_eq!(d(2026, 3, 1).to_days() - d(2026, 2, 28).to_days(), 1);
    for n in [-400, 0, 19_000, 20_515, 21_000] {
        assert_eq!(Date::from_days(n).to_days(), n);
    }
}

#[test]
fn adding_days_crosses_months() {
    assert_eq!(d(2026, 3, 25).add_days(13), d(2026, 4, 7));
    assert_eq!(d(2026, 12, 30).add_days(3), d(2027, 1, 2));
    assert_eq!(d(2026, 4, 7).days_since(d(2026, 3, 25)), 13);
}

#[test]
fn formats() {
    assert_eq!(d(2026, 3, 5).to_string(), "2026-03-05");
    assert_eq!(d(2026, 3, 5).short(), "5 Mar");
    assert_eq!(calendar::parse("2026-04-17"), Some(d(2026, 4, 17)));
    assert_eq!(calendar::parse("2026-04"), None);
}
