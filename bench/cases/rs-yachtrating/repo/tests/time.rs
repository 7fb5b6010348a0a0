use yachtrating::time::hms;
use yachtrating::parse_elapsed;

#[test]
fn parses_hours_minutes_seconds() {
    assert_eq!(parse_elapsed("1:02:03"), Ok(3723));
    assert_eq!(parse_elapsed(" 0:45:00 "), Ok(2700));
}

#[test]
fn rejects_bad_times() {
    assert!(parse_elapsed("1:2:03").is_err());
    assert!(parse_elapsed("1:60:00").is_err());
    assert!(parse_elapsed("abc").is_err());
    assert!(parse_elapsed("45:00").is_err());
}

#[test]
fn formats_seconds() {
    assert_eq!(hms(3723), "1:02:03");
    assert_eq!(hms(59), "0:00:59");
}
