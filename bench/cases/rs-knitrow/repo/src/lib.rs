//! Written knitting patterns: stitches, rows, and whole patterns whose stitch counts add up.

pub mod parse;
pub mod pattern;
pub mod stitch;

pub use parse::{parse_row, ParseError};
pub use pattern::{Pattern, PatternError};
pub use stitch::Stitch;
