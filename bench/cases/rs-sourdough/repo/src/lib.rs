//! Baker's percentage formulas for sourdough bread: read a formula, weigh it
//! out for an amount of flour, and work out its hydration.

pub mod formula;
pub mod units;

pub use formula::{Formula, FormulaError, Ingredient};
pub use units::{format_grams, parse_grams, UnitError};
