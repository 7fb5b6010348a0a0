//! Scoring for one-day horse trials.
//!
//! A horse trial has three phases ridden in order: dressage, show jumping and
//! cross-country. Each phase is scored in penalties and the lowest total wins.
//! This crate turns the judges' sheets, the jump judges' reports and the
//! timekeepers' times into penalties, ranks each section and prints the
//! results board.

pub mod crosscountry;
pub mod dressage;
pub mod entry;
pub mod jumping;
pub mod leaderboard;
pub mod level;
pub mod penalty;
pub mod report;
pub mod time;

pub use entry::{Card, Entry, Status};
pub use level::Level;
pub use penalty::{Outcome, Penalties};
pub use time::RideTime;
