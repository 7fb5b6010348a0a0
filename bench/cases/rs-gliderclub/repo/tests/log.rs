mod common;

use gliderclub::flightlog::LogErrorKind;
use gliderclub::summary::lapsed_p1_flights;
use gliderclub::{parse_log, ClockTime, Launch};

#[test]
fn saturday_log_parses() {
    let flights = common::saturday();
    assert_eq!(flights.len(), 10);
    let tow = &flights[3];
    assert_eq!(tow.number, 4);
    assert_eq!(tow.glider, "LS8");
    assert_eq!(tow.launch, Launch::Aerotow { height_ft: 2500 });
    assert_eq!(tow.takeoff, ClockTime::new(10, 30).unwrap());
    assert_eq!(tow.minutes(), 162);
    assert_eq!(tow.p2, None);
    // the blank line does not count as a flight
    assert_eq!(flights[8].number, 9);
    assert_eq!(flights[8].p1, "M001");
}

#[test]
fn bad_line_is_reported_with_its_number() {
    let log = "# Sunday\nFAB W 10:00 10:10 M003\nFAB W 10:20 1o:30 M003\n";
    let err = parse_log(log).unwrap_err();
    assert_eq!(err.line, 3);
    assert!(matches!(err.kind, LogErrorKind::BadTime(_)));
    assert_eq!(err.to_string(), "line 3: not a time of day: \"1o:30\"");
}

#[test]
fn lapsed_pilot_flagged_until_checked() {
    let flights = common::saturday();
    let roster = common::roster();
    // Saturday 14 June is day 165; M015 last flew as P1 on day 40
    assert_eq!(lapsed_p1_flights(&flights, &roster, 165, 90), [(3, "M015".to_string())]);
    // with a longer lapse nobody is flagged
    assert!(lapsed_p1_flights(&flights, &roster, 165, 150).is_empty());
}
