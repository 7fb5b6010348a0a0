//! Head and block circumferences.

use crate::fraction::{format_eighths, parse_mixed};

pub const MM_PER_INCH: f64 = 25.4;

/// A circumference, kept in millimetres.
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd)]
pub struct Length {
    mm: f64,
}

impl Length {
    pub fn mm(mm: f64) -> Length {
        Length { mm }
    }

    pub fn cm(cm: f64) -> Length {
        Length { mm: cm * 10.0 }
    }

    pub fn inches(inches: f64) -> Length {
        Length { mm: inches * MM_PER_INCH }
    }

    pub fn as_mm(self) -> f64 {
        self.mm
    }

    pub fn as_cm(self) -> f64 {
        self.mm / 10.0
    }

    pub fn as_inches(self) -> f64 {
        self.mm / MM_PER_INCH
    }

    pub fn plus(self, other: Length) -> Length {
        Length { mm: self.mm + other.mm }
    }
}

/// Reads a tape measurement: "57 cm", "570mm", "22 1/2 in", "22.5in" or
/// `22 1/2"`.
pub fn parse_length(text: &str) -> Result<Length, String> {
    let text = text.trim();
    let units: [(&str, fn(f64) -> Length); 4] = [
        ("mm", Length::mm),
        ("cm", Length::cm),
        ("in", Length::inches),
        ("\"", Length::inches),
    ];
    for (suffix, make) in units {
        if let Some(number) = text.strip_suffix(suffix) {
            let value = parse_mixed(number)
                .ok_or_else(|| format!("bad number in length {:?}", text))?;
            if value <= 0.0 {
                return Err(format!("length must be positive: {:?}", text));
            }
            return Ok(make(value));
        }
    }
    Err(format!("length needs a unit (mm, cm, in): {:?}", text))
}

/// Writes a length in inches to the nearest eighth: "22 1/4 in".
pub fn format_inches(length: Length) -> String {
    format!("{} in", format_eighths(length.as_inches()))
}

/// Writes a length in centimetres with one decimal: "56.5 cm".
pub fn format_cm(length: Length) -> String {
    format!("{:.1} cm", length.as_cm())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_units() {
        assert_eq!(parse_length("57 cm").unwrap().as_mm(), 570.0);
        assert_eq!(parse_length("570mm").unwrap().as_mm(), 570.0);
        assert_eq!(parse_length("22 1/2 in").unwrap().as_inches(), 22.5);
        assert_eq!(parse_length("22.5\"").unwrap().as_inches(), 22.5);
    }

    #[test]
    fn rejects_bad_lengths() {
        assert!(parse_length("57").is_err());
        assert!(parse_length("abc cm").is_err());
        assert!(parse_length("0 cm").is_err());
    }
}
