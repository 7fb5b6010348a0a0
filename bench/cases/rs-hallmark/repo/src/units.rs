//! Weights on the intake sheet. The trade still weighs in troy units, so a
//! weight may be written in grams, kilograms, pennyweights or troy ounces.

use std::fmt;

pub const GRAMS_PER_TROY_OUNCE: f64 = 31.103_476_8;
pub const GRAMS_PER_PENNYWEIGHT: f64 = GRAMS_PER_TROY_OUNCE / 20.0;

#[derive(Debug, Clone, PartialEq)]
pub enum WeightError {
    Empty,
    BadNumber(String),
    UnknownUnit(String),
    NotPositive,
}

impl fmt::Display for WeightError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightError::Empty => write!(f, "no weight given"),
            WeightError::BadNumber(n) => write!(f, "{n:?} is not a number"),
            WeightError::UnknownUnit(u) => write!(f, "unknown unit {u:?}"),
            WeightError::NotPositive => write!(f, "weight must be positive"),
        }
    }
}

/// Parses `12.5g`, `0.2kg`, `6dwt` or `1.5ozt` into grams.
pub fn parse_weight(text: &str) -> Result<f64, WeightError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(WeightError::Empty);
    }
    let split = text
        .find(|c: char| c.is_ascii_alphabetic())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let value: f64 = number
        .trim()
        .parse()
        .map_err(|_| WeightError::BadNumber(number.trim().to_string()))?;
    if value <= 0.0 {
        return Err(WeightError::NotPositive);
    }
    let grams = match unit.to_ascii_lowercase().as_str() {
        "g" => value,
        "kg" => value * 1000.0,
        "dwt" => value * GRAMS_PER_PENNYWEIGHT,
        "ozt" => value * GRAMS_PER_TROY_OUNCE,
        other => return Err(WeightError::UnknownUnit(other.to_string())),
    };
    Ok(grams)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-6
    }

    #[test]
    fn metric() {
        assert!(close(parse_weight("12.5g").unwrap(), 12.5));
        assert!(close(parse_weight("0.2 kg").unwrap(), 200.0));
    }

    #[test]
    fn troy_ounce() {
        assert!(close(parse_weight("1ozt").unwrap(), 31.1034768));
        assert!(close(parse_weight("0.25OZT").unwrap(), 7.7758692));
    }

    #[test]
    fn errors() {
        assert_eq!(parse_weight(""), Err(WeightError::Empty));
        assert_eq!(parse_weight("g"), Err(WeightError::BadNumber(String::new())));
        assert_eq!(parse_weight("3lb"), Err(WeightError::UnknownUnit("lb".into())));
        assert_eq!(parse_weight("0g"), Err(WeightError::NotPositive));
    }
}
