//! Flying-day bookkeeping for a gliding club.
//!
//! The duty instructor's launch point log is typed in at the end of the day
//! (see [`flightlog`]); from it the club works out what each flight costs
//! ([`billing`]), what each member owes, and a summary of the day for the
//! committee ([`summary`]).

pub mod billing;
pub mod clock;
pub mod fleet;
pub mod flightlog;
pub mod launch;
pub mod members;
pub mod money;
pub mod summary;

pub use billing::{charge_flight, statements, Charge, Statement, Tariff};
pub use clock::ClockTime;
pub use fleet::{Fleet, Glider, Ownership, Seats};
pub use flightlog::{parse_log, Flight, LogError};
pub use launch::{Launch, LaunchTariff};
pub use members::{Category, Member, Roster};
pub use summary::{summarise, DaySummary};
