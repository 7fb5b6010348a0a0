//! metarwx: METAR aviation weather reports, parsed and summarised.

pub mod parse;
pub mod report;

pub use parse::{parse, Cover, Layer, Metar, ParseError, Wind};
pub use report::{ceiling_ft, crosswind_kt, flight_category, Category};
