//! Course and playing handicaps from a World Handicap System index.

use crate::course::Course;

#[derive(Debug, PartialEq)]
pub struct BadIndex(pub String);

/// A handicap index as written on the card: "12.4", "0.0", or "+1.3" for a
/// plus handicap (better than scratch).
pub fn parse_index(text: &str) -> Result<f64, BadIndex> {
    let t = text.trim();
    let value: f64 = t.parse().map_err(|_| BadIndex(text.to_string()))?;
    if !(0.0..=54.0).contains(&value) {
        return Err(BadIndex(text.to_string()));
    }
    Ok(value)
}

/// Index x slope / 113 + (course rating - par), to the nearest whole stroke.
pub fn course_handicap(index: f64, course: &Course) -> i32 {
    (index * course.slope as f64 / 113.0 + (course.rating - course.par() as f64)).round() as i32
}

/// The handicap allowance of the format, in percent (95 for individual
/// Stableford), to the nearest whole stroke.
pub fn playing_handicap(course_handicap: i32, allowance_percent: u32) -> i32 {
    (course_handicap as f64 * allowance_percent as f64 / 100.0).round() as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse() {
        assert_eq!(parse_index("12.4"), Ok(12.4));
        assert_eq!(parse_index(" 0 "), Ok(0.0));
        assert!(parse_index("55").is_err());
        assert!(parse_index("abc").is_err());
    }

    #[test]
    fn course_and_playing() {
        let c = Course::wrenfield();
        assert_eq!(course_handicap(12.4, &c), 13);
        assert_eq!(course_handicap(0.0, &c), -1);
        assert_eq!(course_handicap(24.0, &c), 26);
        assert_eq!(playing_handicap(13, 95), 12);
        assert_eq!(playing_handicap(26, 95), 25);
    }
}
