//! Seat reservations on a train, by the stretch of the route each passenger travels.

pub mod coach;
pub mod error;
pub mod ledger;
pub mod route;
pub mod train;

pub use coach::{Coach, Seat, SeatId};
pub use error::Error;
pub use ledger::{Ledger, Reservation};
pub use route::Route;
pub use train::{Preference, Train};
