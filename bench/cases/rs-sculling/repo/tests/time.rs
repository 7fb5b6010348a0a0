use sculling::time::{RaceTime, TimeError};

#[test]
fn parses_race_times() {
    assert_eq!(RaceTime::parse("7:05.3").unwrap().tenths(), 4253);
    assert_eq!(RaceTime::parse("1:32").unwrap().tenths(), 920);
    assert_eq!(RaceTime::parse("45.7").unwrap().tenths(), 457);
    assert_eq!(RaceTime::parse(" 6:59.9 ").unwrap().tenths(), 4199);
}

#[test]
fn rejects_bad_times() {
    assert_eq!(RaceTime::parse(""), Err(TimeError::Empty));
    assert!(matches!(RaceTime::parse("7:5.3"), Err(TimeError::BadFormat(_))));
    assert!(matches!(RaceTime::parse("abc"), Err(TimeError::BadFormat(_))));
    assert_eq!(RaceTime::parse("7:65.0"), Err(TimeError::SecondsOutOfRange(65)));
}

#[test]
fn formats_race_times() {
    assert_eq!(RaceTime::from_tenths(4253).to_string(), "7:05.3");
    assert_eq!(RaceTime::from_tenths(457).to_string(), "0:45.7");
    assert_eq!(RaceTime::from_secs_f64(91.96).to_string(), "1:32.0");
}

#[test]
fn shifts_times() {
    let t = RaceTime::from_tenths(100);
    assert_eq!(t.plus_tenths(-30).tenths(), 70);
    assert_eq!(t.plus_tenths(-300).tenths(), 0);
    assert_eq!(t.plus_tenths(5).tenths(), 105);
}
