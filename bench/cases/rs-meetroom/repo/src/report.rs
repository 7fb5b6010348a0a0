//! Figures and a printable sheet for one room's day.

use std::fmt::Write;

use crate::clock::Minutes;
use crate::room::Room;

/// Percent of the opening hours that are booked, rounded to one decimal.
pub fn utilisation(room: &Room) -> f64 {
    let open = room.open_minutes().0;
    if open == 0 {
        return 0.0;
    }
    let pct = f64::from(room.booked_minutes().0) * 100.0 / f64::from(open);
    (pct * 10.0).round() / 10.0
}

/// Seat-minutes used against seat-minutes booked (how full the booked meetings are), in percent.
pub fn occupancy(room: &Room) -> f64 {
    let booked = room.booked_minutes().0 * room.capacity;
    if booked == 0 {
        return 0.0;
    }
    let used: u32 = room.bookings().iter().map(|b| b.slot.duration().0 * b.attendees).sum();
    (f64::from(used) * 1000.0 / f64::from(booked)).round() / 10.0
}

/// The day sheet: one line a booking, then the free slots and the totals.
pub fn day_sheet(room: &Room) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{} ({} seats, {}-{})", room.name, room.capacity, room.opens, room.closes);
    for b in room.bookings() {
        let _ = writeln!(out, "  {}  {:<12} {:>2} people  {}", b.slot, b.who, b.attendees, b.slot.duration());
    }
    let free: Vec<String> = room.free_slots().iter().map(|s| s.to_string()).collect();
    let _ = writeln!(out, "  free: {}", if free.is_empty() { "none".to_string() } else { free.join(", ") });
    let booked: Minutes = room.booked_minutes();
    let _ = writeln!(out, "  booked {} of {} ({}%)", booked, room.open_minutes(), utilisation(room));
    out
}
