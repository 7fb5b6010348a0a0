//! Front desk software for a two-room yoga studio: the weekly timetable,
//! class passes, bookings with a waitlist, check-in and instructor pay.

pub mod booking;
pub mod calendar;
pub mod error;
pub mod passes;
pub mod payroll;
pub mod timetable;

pub use booking::{BookOutcome, CancelOutcome, Desk, Policy};
pub use calendar::{Date, DateTime, Time, Weekday};
pub use error::StudioError;
pub use passes::{Pass, PassBook, PassKind};
pub use payroll::{Payroll, Rates};
pub use timetable::{Room, Session, Slot, Style, Timetable};
