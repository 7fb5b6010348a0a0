//! Meeting-room bookings for one working day.

pub mod clock;
pub mod report;
pub mod room;
pub mod slot;

pub use clock::{Clock, Minutes, ParseClockError};
pub use room::{Booking, BookingError, Room};
pub use slot::Slot;
