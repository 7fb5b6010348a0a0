//! Ski-lift gate decisions for passes, lifts and times of day.

pub mod clock;
pub mod gate;
pub mod pass;
pub mod report;

pub use clock::Minute;
pub use gate::{Decision, Gate, Reason, Scan};
pub use pass::{Lift, Pass, PassKind, Window, Zone};
