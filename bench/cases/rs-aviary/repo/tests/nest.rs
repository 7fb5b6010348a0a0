use aviary::calendar::Date;
use aviary::nest::Clutch;
use aviary::species::Species;

fn d(m: u32, day: u32) -> Date {
    Date::new(2026, m, day).unwrap()
}

#[test]
fn empty_clutch_has_no_dates() {
    let c = Clutch::new(Species::ZebraFinch, "2");
    assert_eq!(c.expected_hatch(), None);
    assert_eq!(c.ring_day(), None);
    assert_eq!(c.hatch_rate(), 0.0);
    assert!(!c.overdue(d(6, 1)));
}

#[test]
fn budgerigar_from_first_egg() {
    let mut c = Clutch::new(Species::Budgerigar, "5");
    c.lay(d(3, 2));
    c.lay(d(3, 4));
    assert_eq!(c.expected_hatch(), Some(d(3, 20)));
    assert_eq!(c.ring_day(), Some(d(3, 27)));
    assert_eq!(c.fledge_day(), Some(d(4, 24)));
}

#[test]
fn overdue_and_hatch_rate() {
    let mut c = Clutch::new(Species::ZebraFinch, "1");
    for day in 10..14 {
        c.lay(d(4, day));
    }
    c.hatched = 3;
    assert!((c.hatch_rate() - 0.75).abs() < 1e-9);
    assert!(!c.overdue(d(5, 3)));
    assert!(c.overdue(d(5, 5)));
    c.hatched = 4;
    assert!(!c.overdue(d(5, 20)));
}
