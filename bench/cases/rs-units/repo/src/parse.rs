//! "12.5 km" -> Quantity.

use crate::table::lookup;
use crate::Quantity;

/// Why a text is not a quantity.
#[derive(Debug, PartialEq)]
pub enum ParseError {
    Empty,
    BadNumber(String),
    UnknownUnit(String),
}

/// Reads a number, optional spaces, and a unit symbol.
pub fn parse(text: &str) -> Result<Quantity, ParseError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ParseError::Empty);
    }
    let split = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-' || c == 'e'))
        .unwrap_or(text.len());
    let (number, symbol) = text.split_at(split);
    let value: f64 = number.parse().map_err(|_| ParseError::BadNumber(number.to_string()))?;
    let symbol = symbol.trim();
    let unit = lookup(symbol).ok_or_else(|| ParseError::UnknownUnit(symbol.to_string()))?;
    Ok(Quantity { value, unit })
}
