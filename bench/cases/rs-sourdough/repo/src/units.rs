//! Weights in whole grams, read from and written as "350 g" or "1.2 kg".

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitError(pub String);

impl fmt::Display for UnitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a weight: {:?}", self.0)
    }
}

impl std::error::Error for UnitError {}

/// "350g", "350 g", "1.2kg", "1 kg" -> grams. Kilograms may have up to three
/// decimals; grams are whole.
pub fn parse_grams(text: &str) -> Result<u32, UnitError> {
    let err = || UnitError(text.to_string());
    let t = text.trim();
    if let Some(number) = t.strip_suffix("kg") {
        let number = number.trim_end();
        let (whole, frac) = match number.split_once('.') {
            Some((w, f)) => (w, f),
            None => (number, ""),
        };
        if whole.is_empty() || frac.len() > 3 || !all_digits(whole) || !all_digits(frac) {
            return Err(err());
        }
        let mut frac = frac.to_string();
        while frac.len() < 3 {
            frac.push('0');
        }
        let whole: u32 = whole.parse().map_err(|_| err())?;
        let frac: u32 = frac.parse().map_err(|_| err())?;
        return whole.checked_mul(1000).and_then(|g| g.checked_add(frac)).ok_or_else(err);
    }
    if let Some(number) = t.strip_suffix('g') {
        let number = number.trim_end();
        if number.is_empty() || !all_digits(number) {
            return Err(err());
        }
        return number.parse().map_err(|_| err());
    }
    Err(err())
}

/// Grams as "350 g" below a kilogram, else as kilograms without trailing
/// zeros: "1.25 kg", "2 kg".
pub fn format_grams(grams: u32) -> String {
    if grams < 1000 {
        return format!("{} g", grams);
    }
    let whole = grams / 1000;
    let frac = grams % 1000;
    if frac == 0 {
        return format!("{} kg", whole);
    }
    let frac = format!("{:03}", frac);
    format!("{}.{} kg", whole, frac.trim_end_matches('0'))
}

fn all_digits(s: &str) -> bool {
    s.chars().all(|c| c.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_grams_and_kilograms() {
        assert_eq!(parse_grams("350g"), Ok(350));
        assert_eq!(parse_grams(" 350 g "), Ok(350));
        assert_eq!(parse_grams("1.2kg"), Ok(1200));
        assert_eq!(parse_grams("1.025 kg"), Ok(1025));
        assert_eq!(parse_grams("2kg"), Ok(2000));
    }

    #[test]
    fn rejects_what_is_not_a_weight() {
        assert!(parse_grams("350").is_err());
        assert!(parse_grams("1.2345kg").is_err());
        assert!(parse_grams("1,2kg").is_err());
        assert!(parse_grams("kg").is_err());
        assert!(parse_grams("-5g").is_err());
    }

    #[test]
    fn formats_weights() {
        assert_eq!(format_grams(350), "350 g");
        assert_eq!(format_grams(1000), "1 kg");
        assert_eq!(format_grams(1250), "1.25 kg");
        assert_eq!(format_grams(1005), "1.005 kg");
    }
}
