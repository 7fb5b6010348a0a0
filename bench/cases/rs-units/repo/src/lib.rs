//! Quantities with units: parse them, convert them.

mod parse;
mod table;

pub use parse::{parse, ParseError};
pub use table::{lookup, Dimension, Unit};

/// A value in a unit.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Quantity {
    pub value: f64,
    pub unit: &'static Unit,
}

/// Why a conversion is impossible.
#[derive(Debug, PartialEq)]
pub enum ConvertError {
    UnknownUnit(String),
    Incompatible { from: &'static str, to: &'static str },
}

impl Quantity {
    /// The same quantity in another unit of the same dimension.
    pub fn to(&self, symbol: &str) -> Result<Quantity, ConvertError> {
        let target = lookup(symbol).ok_or_else(|| ConvertError::UnknownUnit(symbol.to_string()))?;
        if target.dimension != self.unit.dimension {
            return Err(ConvertError::Incompatible { from: self.unit.symbol, to: target.symbol });
        }
        let base = self.value * self.unit.factor + self.unit.offset;
        Ok(Quantity { value: (base - target.offset) / target.factor, unit: target })
    }
}
