//! Times of day as minutes after midnight.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Minute(pub u32);

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockError {
    Shape(String),
    Range(String),
}

impl Minute {
    pub fn at(hour: u32, minute: u32) -> Minute {
        Minute(hour * 60 + minute)
    }

    pub fn hour(self) -> u32 {
        self.0 / 60
    }

    /// Parse `"HH:MM"` (24-hour clock).
    pub fn parse(text: &str) -> Result<Minute, ClockError> {
        let (h, m) = text
            .trim()
            .split_once(':')
            .ok_or_else(|| ClockError::Shape(text.to_string()))?;
        let hour: u32 = h.parse().map_err(|_| ClockError::Shape(text.to_string()))?;
        let minute: u32 = m.parse().map_err(|_| ClockError::Shape(text.to_string()))?;
        if hour > 23 || minute > 59 || m.len() != 2 {
            return Err(ClockError::Range(text.to_string()));
        }
        Ok(Minute::at(hour, minute))
    }
}

impl fmt::Display for Minute {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}:{:02}", self.0 / 60, self.0 % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints() {
        let m = Minute::parse("09:05").unwrap();
        assert_eq!(m, Minute(545));
        assert_eq!(m.to_string(), "09:05");
        assert_eq!(m.hour(), 9);
    }

    #[test]
    fn rejects_bad_times() {
        assert!(matches!(Minute::parse("9h05"), Err(ClockError::Shape(_))));
        assert!(matches!(Minute::parse("24:00"), Err(ClockError::Range(_))));
        assert!(matches!(Minute::parse("10:5"), Err(ClockError::Range(_))));
    }
}
