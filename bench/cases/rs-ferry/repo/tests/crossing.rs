use ferry::{Clock, Timetable};

const SUMMER: &str = "
# summer timetable
06:10 main 35
07:40 main 35
09:15 express 20
12:30 main 35
17:05 express 20
22:45 main 40
";

fn at(text: &str) -> Clock {
    Clock::parse(text).unwrap()
}

#[test]
fn next_sailing_in_the_morning() {
    let table = Timetable::parse(SUMMER).unwrap();
    let next = table.next_sailing(at("07:15")).unwrap();
    assert_eq!((next.departs.to_string(), next.route.as_str()), ("07:40".to_string(), "main"));
    assert_eq!(table.wait(at("07:15")), Some(25));
}

#[test]
fn a_sailing_leaving_now_is_still_caught() {
    let table = Timetable::parse(SUMMER).unwrap();
    assert_eq!(table.next_sailing(at("12:30")).unwrap().departs, at("12:30"));
}

#[test]
fn after_the_last_sailing_waits_for_the_morning() {
    let table = Timetable::parse(SUMMER).unwrap();
    assert_eq!(table.next_sailing(at("23:00")).unwrap().departs, at("06:10"));
    assert_eq!(table.wait(at("23:00")), Some(430));
}

#[test]
fn the_late_boat_arrives_after_midnight() {
    let table = Timetable::parse("23:30 night 45").unwrap();
    assert_eq!(table.sailings()[0].arrives(), at("00:15"));
}

#[test]
fn an_empty_timetable_has_no_next_sailing() {
    assert_eq!(Timetable::parse("# winter: no service").unwrap().next_sailing(at("08:00")), None);
}
