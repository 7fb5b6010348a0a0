use meetroom::{Booking, BookingError, Clock, Room, Slot};

fn t(s: &str) -> Clock {
    s.parse().unwrap()
}

fn slot(s: &str) -> Slot {
    Slot::parse(s).unwrap()
}

fn fjord() -> Room {
    Room::new("Fjord", 8, t("08:00"), t("18:00"))
}

#[test]
fn bookings_are_kept_in_start_order() {
    let mut room = fjord();
    room.book(Booking::new(slot("14:00-15:00"), "Ines", 4)).unwrap();
    room.book(Booking::new(slot("09:00-10:30"), "Tomas", 6)).unwrap();
    let starts: Vec<String> = room.bookings().iter().map(|b| b.slot.start.to_string()).collect();
    assert_eq!(starts, ["09:00", "14:00"]);
}

#[test]
fn a_clash_names_the_other_booking() {
    let mut room = fjord();
    room.book(Booking::new(slot("09:00-10:30"), "Tomas", 6)).unwrap();
    let err = room.book(Booking::new(slot("10:00-11:00"), "Ines", 2)).unwrap_err();
    assert_eq!(err, BookingError::Clash("Tomas".to_string()));
}

#[test]
fn back_to_back_bookings_are_allowed() {
    let mut room = fjord();
    room.book(Booking::new(slot("09:00-10:00"), "Tomas", 6)).unwrap();
    assert!(room.book(Booking::new(slot("10:00-11:00"), "Ines", 2)).is_ok());
}

#[test]
fn capacity_and_opening_hours_are_checked() {
    let mut room = fjord();
    assert_eq!(
        room.book(Booking::new(slot("09:00-10:00"), "Tomas", 9)),
        Err(BookingError::TooMany { attendees: 9, capacity: 8 })
    );
    assert_eq!(
        room.book(Booking::new(slot("17:30-18:30"), "Ines", 2)),
        Err(BookingError::Closed(slot("17:30-18:30")))
    );
}

#[test]
fn free_slots_fill_the_gaps() {
    let mut room = fjord();
    room.book(Booking::new(slot("09:00-10:30"), "Tomas", 6)).unwrap();
    room.book(Booking::new(slot("10:30-11:15"), "Ines", 3)).unwrap();
    room.book(Booking::new(slot("16:00-18:00"), "Jun", 8)).unwrap();
    let free: Vec<String> = room.free_slots().iter().map(|s| s.to_string()).collect();
    assert_eq!(free, ["08:00-09:00", "11:15-16:00"]);
}

#[test]
fn cancel_frees_the_slot() {
    let mut room = fjord();
    room.book(Booking::new(slot("09:00-10:30"), "Tomas", 6)).unwrap();
    assert_eq!(room.cancel(t("09:00")).map(|b| b.who), Some("Tomas".to_string()));
    assert_eq!(room.free_slots(), [slot("08:00-18:00")]);
    assert_eq!(room.cancel(t("09:00")), None);
}
