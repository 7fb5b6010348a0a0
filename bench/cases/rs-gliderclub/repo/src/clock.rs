//! Times of day on the airfield.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockError {
    /// The text is not `HH:MM` or `HHMM`.
    Malformed(String),
    /// Hours or minutes out of range.
    OutOfRange(u32, u32),
    /// A later time that is before the earlier one.
    Backwards(ClockTime, ClockTime),
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::Malformed(s) => write!(f, "not a time of day: {:?}", s),
            ClockError::OutOfRange(h, m) => write!(f, "time out of range: {}:{:02}", h, m),
            ClockError::Backwards(a, b) => write!(f, "{} is before {}", b, a),
        }
    }
}

impl std::error::Error for ClockError {}

/// A time of day, kept as minutes since midnight (local time; flying stops
/// well before midnight, so a day never wraps).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ClockTime(u16);

impl ClockTime {
    pub fn new(hour: u32, minute: u32) -> Result<ClockTime, ClockError> {
        if hour > 23 || minute > 59 {
            return Err(ClockError::OutOfRange(hour, minute));
        }
        Ok(ClockTime((hour * 60 + minute) as u16))
    }

    /// Parse `HH:MM` (or `H:MM`) or the four-digit `HHMM` that the launch
    /// point log uses.
    pub fn parse(text: &str) -> Result<ClockTime, ClockError> {
        let text = text.trim();
        let malformed = || ClockError::Malformed(text.to_string());
        let (h, m) = match text.split_once(':') {
            Some((h, m)) => (h, m),
            None if text.len() == 4 => text.split_at(2),
            None => return Err(malformed()),
        };
        if h.is_empty() || h.len() > 2 || m.len() != 2 {
            return Err(malformed());
        }
        if !h.chars().chain(m.chars()).all(|c| c.is_ascii_digit()) {
            return Err(malformed());
        }
        let hour: u32 = h.parse().map_err(|_| malformed())?;
        let minute: u32 = m.parse().map_err(|_| malformed())?;
        ClockTime::new(hour, minute)
    }

    pub fn hour(self) -> u32 {
        u32::from(self.0) / 60
    }

    pub fn minute(self) -> u32 {
        u32::from(self.0) % 60
    }

    pub fn minutes_since_midnight(self) -> u32 {
        u32::from(self.0)
    }

    /// Whole minutes from `self` until `later`.
    pub fn minutes_until(self, later: ClockTime) -> Result<u32, ClockError> {
        if later < self {
            return Err(ClockError::Backwards(self, later));
        }
        Ok(later.minutes_since_midnight() - self.minutes_since_midnight())
    }
}

impl fmt::Display for ClockTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}:{:02}", self.hour(), self.minute())
    }
}

/// `35m`, `1h 05m`, `3h 00m`.
pub fn format_duration(minutes: u32) -> String {
    if minutes < 60 {
        format!("{}m", minutes)
    } else {
        format!("{}h {:02}m", minutes / 60, minutes % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_both_forms() {
        assert_eq!(ClockTime::parse("09:05").unwrap(), ClockTime::new(9, 5).unwrap());
        assert_eq!(ClockTime::parse("9:05").unwrap(), ClockTime::new(9, 5).unwrap());
        assert_eq!(ClockTime::parse("1742").unwrap(), ClockTime::new(17, 42).unwrap());
    }

    #[test]
    fn rejects_bad_times() {
        assert!(matches!(ClockTime::parse("25:00"), Err(ClockError::OutOfRange(25, 0))));
        assert!(matches!(ClockTime::parse("12:60"), Err(ClockError::OutOfRange(12, 60))));
        assert!(matches!(ClockTime::parse("12:5"), Err(ClockError::Malformed(_))));
        assert!(matches!(ClockTime::parse("noon"), Err(ClockError::Malformed(_))));
        assert!(matches!(ClockTime::parse("+1:00"), Err(ClockError::Malformed(_))));
    }

    #[test]
    fn minutes_between_times() {
        let a = ClockTime::parse("10:50").unwrap();
        let b = ClockTime::parse("12:05").unwrap();
        assert_eq!(a.minutes_until(b).unwrap(), 75);
        assert_eq!(a.minutes_until(a).unwrap(), 0);
        assert!(b.minutes_until(a).is_err());
    }

    #[test]
    fn displays_and_formats() {
        assert_eq!(ClockTime::new(7, 3).unwrap().to_string(), "07:03");
        assert_eq!(format_duration(35), "35m");
        assert_eq!(format_duration(65), "1h 05m");
        assert_eq!(format_duration(180), "3h 00m");
    }
}
