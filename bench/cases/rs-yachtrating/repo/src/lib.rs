//! Handicap yacht racing: corrected times, race places and low-point series standings.

pub mod boat;
pub mod result;
pub mod series;
pub mod time;

pub use boat::Boat;
pub use result::{Finish, RaceResult};
pub use series::{Series, Standing};
pub use time::{hms, parse_elapsed};
