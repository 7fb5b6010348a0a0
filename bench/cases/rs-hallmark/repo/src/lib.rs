//! Counter tools for an assay office: reading the intake sheet of a parcel of
//! articles, checking the declared fineness against the legal standards,
//! pricing the hallmarking and working out the date letter to strike.

pub mod dateletter;
pub mod fees;
pub mod intake;
pub mod metal;
pub mod parcel;
pub mod units;

pub use intake::{parse_line, Article, IntakeError};
pub use metal::Metal;
pub use parcel::Parcel;
