use milkround::calendar::{days_in_month, is_leap_year, DateError};
use milkround::{Date, DateRange, Weekday};

fn d(s: &str) -> Date {
    Date::parse(s).unwrap()
}

#[test]
fn parses_and_prints_iso_dates() {
    let date = d("2026-03-02");
    assert_eq!((2026, 3, 2), (date.year(), date.month(), date.day()));
    assert_eq!("2026-03-02", date.to_string());
    assert!(matches!(Date::parse("2026-3-2"), Err(DateError::Format(_))));
    assert!(matches!(
        Date::parse("2026-02-29"),
        Err(DateError::OutOfRange { .. })
    ));
    assert!(Date::parse("2028-02-29").is_ok());
    assert!(Date::parse("02/03/2026").is_err());
}

#[test]
fn leap_years_and_month_lengths() {
    assert!(is_leap_year(2024));
    assert!(!is_leap_year(2100));
    assert!(is_leap_year(2000));
    assert_eq!(29, days_in_month(2024, 2));
    assert_eq!(28, days_in_month(2026, 2));
    assert_eq!(30, days_in_month(2026, 11));
    assert_eq!(0, days_in_month(2026, 13));
}

#[test]
fn weekdays() {
    assert_eq!(Weekday::Thu, d("1970-01-01").weekday());
    assert_eq!(Weekday::Mon, d("2026-03-02").weekday());
    assert_eq!(Weekday::Sun, d("2026-03-08").weekday());
    assert_eq!(Weekday::Wed, d("1969-12-31").weekday());
    assert_eq!(Some(Weekday::Fri), Weekday::parse("fri"));
    assert_eq!(None, Weekday::parse("Friday"));
}

#[test]
fn day_arithmetic() {
    assert_eq!(0, d("1970-01-01").to_days());
    assert_eq!(d("2026-03-01"), d("2026-02-28").add_days(1));
    assert_eq!(d("2024-02-29"), d("2024-03-01").add_days(-1));
    assert_eq!(d("2027-01-04"), d("2026-12-28").add_days(7));
    assert_eq!(365, d("2026-01-01").days_until(d("2027-01-01")));
    assert_eq!(-1, d("2026-01-01").days_until(d("2025-12-31")));
    for days in [-800_000_i64, -1, 0, 1, 19_000, 20_515, 400_000] {
        assert_eq!(days, Date::from_days(days).to_days());
    }
}

#[test]
fn weeks_and_months() {
    assert_eq!(d("2026-03-02"), d("2026-03-05").week_start());
    assert_eq!(d("2026-03-02"), d("2026-03-02").week_start());
    assert_eq!(d("2026-03-02"), d("2026-03-08").week_start());
    let week = DateRange::week_of(d("2026-03-04"));
    assert_eq!((d("2026-03-02"), d("2026-03-08")), (week.start, week.end));
    assert_eq!(7, week.len());
    let feb = DateRange::month_of(d("2024-02-10"));
    assert_eq!(29, feb.len());
    assert_eq!(Some(d("2024-02-29")), feb.days().last());
    assert!(DateRange::new(d("2026-03-02"), d("2026-03-01")).is_none());
    assert_eq!(
        1,
        DateRange::new(d("2026-03-02"), d("2026-03-02"))
            .unwrap()
            .len()
    );
}
