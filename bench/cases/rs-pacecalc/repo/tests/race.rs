use pacecalc::{clock, splits, Pace};

#[test]
fn ten_k_at_four_thirty() {
    let pace = Pace::parse("4:30/km").unwrap();
    assert_eq!(pace.finish(10_000), 2_700);
    assert_eq!(clock::format(pace.finish(10_000)), "45:00");
}

#[test]
fn half_marathon_time() {
    let pace = Pace::parse("4:30/km").unwrap();
    assert_eq!(clock::format(pace.finish(21_097)), "1:34:56");
}

#[test]
fn mile_pace_is_read_per_km() {
    let pace = Pace::parse("8:03/mi").unwrap();
    assert_eq!(pace.secs_per_km(), 300);
    assert_eq!(pace.to_string(), "5:00/km");
}

#[test]
fn marathon_from_a_mile_pace() {
    let pace = Pace::parse("7:15/mi").unwrap();
    assert_eq!(clock::format(pace.finish(42_195)), "3:09:53");
}

#[test]
fn splits_every_kilometre_and_at_the_finish() {
    let pace = Pace::parse("5:00/km").unwrap();
    assert_eq!(splits(pace, 3_500, 1_000), vec![300, 600, 900, 1_050]);
}
