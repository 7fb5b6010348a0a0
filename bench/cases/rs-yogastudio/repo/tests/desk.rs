use yogastudio::{
    BookOutcome, CancelOutcome, Date, DateTime, Desk, PassBook, PassKind, Policy, Session,
    StudioError, Style, Timetable, Weekday,
};

const CLASS: &str = "2024-03-04/MON-1830-RES";

fn at(text: &str) -> DateTime {
    DateTime::parse(text).unwrap()
}

/// A restorative class in the garden room: 8 mats, so 4 places.
fn desk(members: &[(&str, PassKind)]) -> Desk {
    let mut timetable = Timetable::new();
    timetable.add_room("Garden", 8);
    timetable.add_slot(Weekday::Mon, "18:30", 60, Style::Restorative, "Garden", "Ines").unwrap();
    let mut passes = PassBook::new();
    for (member, kind) in members {
        passes.sell(member, *kind, Date::parse("2024-03-01").unwrap());
    }
    let mut desk = Desk::new(passes, Policy::default());
    let sessions: Vec<Session> = timetable.week(Date::parse("2024-03-04").unwrap());
    desk.open(sessions);
    desk
}

fn pack() -> PassKind {
    PassKind::Pack { classes: 5, valid_days: 60 }
}

fn booked(desk: &Desk) -> Vec<String> {
    desk.roll(CLASS).unwrap().booked.iter().map(|(m, _)| m.clone()).collect()
}

#[test]
fn books_until_full_then_waitlists() {
    let members: Vec<(&str, PassKind)> =
        ["ana", "ben", "cal", "dee", "eve", "fin"].iter().map(|m| (*m, pack())).collect();
    let mut desk = desk(&members);
    let now = at("2024-03-02 09:00");
    for m in ["ana", "ben", "cal", "dee"] {
        assert!(matches!(desk.book(m, CLASS, now), Ok(BookOutcome::Booked { .. })));
    }
    assert_eq!(desk.book("eve", CLASS, now), Ok(BookOutcome::Waitlisted { position: 1 }));
    assert_eq!(desk.book("fin", CLASS, now), Ok(BookOutcome::Waitlisted { position: 2 }));
    assert_eq!(booked(&desk), ["ana", "ben", "cal", "dee"]);
    // waiting costs nothing yet
    assert_eq!(desk.passes.classes_left("eve", now.date), Some(5));
    assert_eq!(desk.passes.classes_left("ana", now.date), Some(4));
}

#[test]
fn early_cancel_refunds_and_promotes_the_front_of_the_queue() {
    let members: Vec<(&str, PassKind)> =
        ["ana", "ben", "cal", "dee", "eve", "fin", "gus"].iter().map(|m| (*m, pack())).collect();
    let mut desk = desk(&members);
    let now = at("2024-03-02 09:00");
    for m in ["ana", "ben", "cal", "dee", "eve", "fin", "gus"] {
        desk.book(m, CLASS, now).unwrap();
    }

    assert_eq!(desk.cancel("ben", CLASS, at("2024-03-03 18:30")), Ok(CancelOutcome::Refunded));
    assert_eq!(desk.passes.classes_left("ben", now.date), Some(5));
    assert_eq!(booked(&desk), ["ana", "cal", "dee", "eve"]);
    assert_eq!(desk.roll(CLASS).unwrap().waitlist, ["fin", "gus"]);
    assert_eq!(desk.passes.classes_left("eve", now.date), Some(4));
}

#[test]
fn late_cancel_forfeits_the_class() {
    let mut desk = desk(&[("ana", pack())]);
    desk.book("ana", CLASS, at("2024-03-02 09:00")).unwrap();
    // 12 hours before is still in time; a minute later is not
    let mut other = self::desk(&[("ana", pack())]);
    other.book("ana", CLASS, at("2024-03-02 09:00")).unwrap();
    assert_eq!(other.cancel("ana", CLASS, at("2024-03-04 06:30")), Ok(CancelOutcome::Refunded));
    assert_eq!(desk.cancel("ana", CLASS, at("2024-03-04 06:31")), Ok(CancelOutcome::Forfeited));
    assert_eq!(desk.passes.classes_left("ana", Date::parse("2024-03-04").unwrap()), Some(4));
}

#[test]
fn waitlist_needs_a_pass() {
    let members: Vec<(&str, PassKind)> =
        ["ana", "ben", "cal", "dee", "eve"].iter().map(|m| (*m, PassKind::DropIn)).collect();
    let mut desk = desk(&members);
    let now = at("2024-03-02 09:00");
    for m in ["ana", "ben", "cal", "dee"] {
        desk.book(m, CLASS, now).unwrap();
    }
    assert_eq!(
        desk.book("zoe", CLASS, now),
        Err(StudioError::NoValidPass { member: "zoe".into() })
    );
    assert_eq!(desk.book("eve", CLASS, now), Ok(BookOutcome::Waitlisted { position: 1 }));
}

#[test]
fn promotion_passes_over_a_spent_pass() {
    let members: Vec<(&str, PassKind)> =
        ["ana", "ben", "cal", "dee", "eve", "fin"].iter().map(|m| (*m, PassKind::DropIn)).collect();
    let mut desk = desk(&members);
    let now = at("2024-03-02 09:00");
    for m in ["ana", "ben", "cal", "dee", "eve", "fin"] {
        desk.book(m, CLASS, now).unwrap();
    }
    // eve spends her drop-in elsewhere while she waits
    desk.passes.redeem("eve", now.date).unwrap();
    desk.cancel("ana", CLASS, at("2024-03-03 09:00")).unwrap();
    assert_eq!(booked(&desk), ["ben", "cal", "dee", "fin"]);
    assert!(desk.roll(CLASS).unwrap().waitlist.is_empty());
}

#[test]
fn leaving_the_waitlist() {
    let members: Vec<(&str, PassKind)> =
        ["ana", "ben", "cal", "dee", "eve"].iter().map(|m| (*m, pack())).collect();
    let mut desk = desk(&members);
    let now = at("2024-03-02 09:00");
    for m in ["ana", "ben", "cal", "dee", "eve"] {
        desk.book(m, CLASS, now).unwrap();
    }
    assert_eq!(desk.cancel("eve", CLASS, now), Ok(CancelOutcome::LeftWaitlist));
    assert_eq!(
        desk.cancel("eve", CLASS, now),
        Err(StudioError::NotBooked { member: "eve".into(), session: CLASS.into() })
    );
}

#[test]
fn no_double_booking_or_booking_after_the_start() {
    let mut desk = desk(&[("ana", pack()), ("ben", pack())]);
    desk.book("ana", CLASS, at("2024-03-02 09:00")).unwrap();
    assert!(matches!(
        desk.book("ana", CLASS, at("2024-03-02 09:05")),
        Err(StudioError::AlreadyBooked { .. })
    ));
    assert_eq!(
        desk.book("ben", CLASS, at("2024-03-04 18:30")),
        Err(StudioError::SessionStarted(CLASS.into()))
    );
    assert!(desk.book("ben", "2024-03-05/TUE-1830-RES", at("2024-03-02 09:00")).is_err());
}

#[test]
fn check_in_and_no_shows() {
    let mut desk = desk(&[("ana", pack()), ("ben", pack()), ("cal", pack())]);
    for m in ["ana", "ben", "cal"] {
        desk.book(m, CLASS, at("2024-03-02 09:00")).unwrap();
    }
    desk.check_in("cal", CLASS).unwrap();
    desk.check_in("ana", CLASS).unwrap();
    desk.check_in("ana", CLASS).unwrap();
    assert!(desk.check_in("dee", CLASS).is_err());
    assert_eq!(desk.roll(CLASS).unwrap().attended, ["cal", "ana"]);
    assert_eq!(desk.no_shows(CLASS).unwrap(), ["ben"]);
}
