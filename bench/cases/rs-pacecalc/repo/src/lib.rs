//! Running paces: parse and format them, finish times and split times.

pub mod clock;
pub mod pace;

pub use pace::{splits, Pace, PaceError};
