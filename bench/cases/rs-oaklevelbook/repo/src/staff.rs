//! Staff readings and reduced levels: metres on paper, millimetres in memory.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaffError(pub String);

impl fmt::Display for StaffError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a reading in metres: {:?}", self.0)
    }
}

/// Parses "1.432", "0.05" or "-2.1" (metres) into millimetres.
pub fn parse_metres(text: &str) -> Result<i32, StaffError> {
    let err = || StaffError(text.to_string());
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, frac) = match digits.split_once('.') {
        Some((w, f)) => (w, f),
        None => (digits, ""),
    };
    if whole.is_empty() || frac.len() > 3 {
        return Err(err());
    }
    if !whole.chars().chain(frac.chars()).all(|c| c.is_ascii_digit()) {
        return Err(err());
    }
    let whole: i32 = whole.parse().map_err(|_| err())?;
    let mut mm: i32 = if frac.is_empty() { 0 } else { frac.parse().map_err(|_| err())? };
    for _ in frac.len()..3 {
        mm *= 10;
    }
    let value = whole * 1000 + mm;
    Ok(if negative { -value } else { value })
}

/// Formats millimetres as metres with three decimals: 1432 -> "1.432", -50 -> "-0.050".
pub fn metres(mm: i32) -> String {
    let sign = if mm < 0 { "-" } else { "" };
    let mm = mm.abs();
    format!("{}{}.{:03}", sign, mm / 1000, mm % 1000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_metres_to_millimetres() {
        assert_eq!(parse_metres("1.432"), Ok(1432));
        assert_eq!(parse_metres("0.05"), Ok(50));
        assert_eq!(parse_metres("3"), Ok(3000));
        assert_eq!(parse_metres("-2.1"), Ok(-2100));
    }

    #[test]
    fn rejects_what_is_not_a_reading() {
        assert!(parse_metres("1.4321").is_err());
        assert!(parse_metres(".5").is_err());
        assert!(parse_metres("1,432").is_err());
        assert!(parse_metres("").is_err());
    }

    #[test]
    fn formats_millimetres_as_metres() {
        assert_eq!(metres(1432), "1.432");
        assert_eq!(metres(100000), "100.000");
        assert_eq!(metres(-50), "-0.050");
        assert_eq!(metres(0), "0.000");
    }
}
