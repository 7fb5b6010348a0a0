//! A room and its bookings for the day.

use std::fmt;

use crate::clock::{Clock, Minutes};
use crate::slot::Slot;

/// One booking of a room.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Booking {
    pub slot: Slot,
    pub who: String,
    pub attendees: u32,
}

impl Booking {
    pub fn new(slot: Slot, who: &str, attendees: u32) -> Booking {
        Booking { slot, who: who.to_string(), attendees }
    }
}

/// Why a booking was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BookingError {
    /// The slot overlaps a booking already made (by this person).
    Clash(String),
    /// More attendees than the room seats.
    TooMany { attendees: u32, capacity: u32 },
    /// The slot starts before opening or ends after closing time.
    Closed(Slot),
}

impl fmt::Display for BookingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookingError::Clash(who) => write!(f, "clashes with a booking by {who}"),
            BookingError::TooMany { attendees, capacity } => {
                write!(f, "{attendees} attendees for {capacity} seats")
            }
            BookingError::Closed(slot) => write!(f, "{slot} is outside opening hours"),
        }
    }
}

impl std::error::Error for BookingError {}

/// A meeting room, open from `opens` to `closes`.
#[derive(Debug, Clone)]
pub struct Room {
    pub name: String,
    pub capacity: u32,
    pub opens: Clock,
    pub closes: Clock,
    bookings: Vec<Booking>,
}

impl Room {
    pub fn new(name: &str, capacity: u32, opens: Clock, closes: Clock) -> Room {
        Room { name: name.to_string(), capacity, opens, closes, bookings: Vec::new() }
    }

    /// The bookings in start order.
    pub fn bookings(&self) -> &[Booking] {
        &self.bookings
    }

    /// Add a booking, keeping the list in start order.
    pub fn book(&mut self, booking: Booking) -> Result<(), BookingError> {
        if booking.slot.start < self.opens || booking.slot.end > self.closes {
            return Err(BookingError::Closed(booking.slot));
        }
        if booking.attendees > self.capacity {
            return Err(BookingError::TooMany { attendees: booking.attendees, capacity: self.capacity });
        }
        if let Some(other) = self.bookings.iter().find(|b| b.slot.overlaps(&booking.slot)) {
            return Err(BookingError::Clash(other.who.clone()));
        }
        let at = self.bookings.partition_point(|b| b.slot.start < booking.slot.start);
        self.bookings.insert(at, booking);
        Ok(())
    }

    /// Cancel the booking that starts at `start`; the cancelled booking, if there was one.
    pub fn cancel(&mut self, start: Clock) -> Option<Booking> {
        let at = self.bookings.iter().position(|b| b.slot.start == start)?;
        Some(self.bookings.remove(at))
    }

    /// The gaps between bookings, from opening to closing time.
    pub fn free_slots(&self) -> Vec<Slot> {
        let mut free = Vec::new();
        let mut from = self.opens;
        for b in &self.bookings {
            if let Some(gap) = Slot::new(from, b.slot.start) {
                free.push(gap);
            }
            from = b.slot.end;
        }
        if let Some(gap) = Slot::new(from, self.closes) {
            free.push(gap);
        }
        free
    }

    /// Minutes the room is open.
    pub fn open_minutes(&self) -> Minutes {
        self.closes - self.opens
    }

    /// Minutes booked, all bookings together.
    pub fn booked_minutes(&self) -> Minutes {
        self.bookings.iter().map(|b| b.slot.duration()).fold(Minutes(0), |a, b| a + b)
    }
}
