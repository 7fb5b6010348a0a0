use meetroom::report::{day_sheet, occupancy, utilisation};
use meetroom::{Booking, Clock, Minutes, Room, Slot};

fn slot(s: &str) -> Slot {
    Slot::parse(s).unwrap()
}

fn busy_day() -> Room {
    let mut room = Room::new("Fjord", 8, "08:00".parse::<Clock>().unwrap(), "18:00".parse().unwrap());
    room.book(Booking::new(slot("09:00-10:30"), "Tomas", 6)).unwrap();
    room.book(Booking::new(slot("10:45-11:15"), "Ines", 2)).unwrap();
    room.book(Booking::new(slot("13:50-15:20"), "Jun", 8)).unwrap();
    room
}

#[test]
fn booked_minutes_add_up() {
    assert_eq!(busy_day().booked_minutes(), Minutes(210));
    assert_eq!(busy_day().open_minutes(), Minutes(600));
}

#[test]
fn utilisation_in_percent() {
    assert_eq!(utilisation(&busy_day()), 35.0);
    let empty = Room::new("Loft", 4, "09:00".parse().unwrap(), "17:00".parse().unwrap());
    assert_eq!(utilisation(&empty), 0.0);
}

#[test]
fn occupancy_weights_by_attendees() {
    // (90*6 + 30*2 + 90*8) / (210*8) = 1320 / 1680
    assert_eq!(occupancy(&busy_day()), 78.6);
}

#[test]
fn day_sheet_lists_bookings_and_totals() {
    let sheet = day_sheet(&busy_day());
    let expected = "\
Fjord (8 seats, 08:00-18:00)
  09:00-10:30  Tomas         6 people  1 h 30 min
  10:45-11:15  Ines          2 people  30 min
  13:50-15:20  Jun           8 people  1 h 30 min
  free: 08:00-09:00, 10:30-10:45, 11:15-13:50, 15:20-18:00
  booked 3 h 30 min of 10 h (35%)
";
    assert_eq!(sheet, expected);
}
