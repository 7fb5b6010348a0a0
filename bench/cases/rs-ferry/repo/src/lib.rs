//! A ferry crossing's timetable.

pub mod clock;
pub mod timetable;

pub use clock::{Clock, ClockError};
pub use timetable::{Sailing, Timetable};
