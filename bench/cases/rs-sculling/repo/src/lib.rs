//! Rowing club helpers.

pub mod boats;
pub mod crew;
pub mod handicap;
pub mod pace;
pub mod results;
pub mod time;
