//! Times of day to the minute.

use std::fmt;
use std::ops::{Add, Sub};
use std::str::FromStr;

/// A number of minutes (a duration).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Minutes(pub u32);

impl Add for Minutes {
    type Output = Minutes;

    fn add(self, rhs: Minutes) -> Minutes {
        Minutes(self.0 + rhs.0)
    }
}

impl fmt::Display for Minutes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (h, m) = (self.0 / 60, self.0 % 60);
        match (h, m) {
            (0, m) => write!(f, "{m} min"),
            (h, 0) => write!(f, "{h} h"),
            (h, m) => write!(f, "{h} h {m} min"),
        }
    }
}

/// A time of day, 00:00 to 24:00 (24:00 is the end of the day).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Clock {
    minutes: u32,
}

/// Why a time of day could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseClockError {
    Format(String),
    Range(String),
}

impl fmt::Display for ParseClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseClockError::Format(s) => write!(f, "not a time of day (HH:MM): {s:?}"),
            ParseClockError::Range(s) => write!(f, "time of day out of range: {s:?}"),
        }
    }
}

impl std::error::Error for ParseClockError {}

impl Clock {
    pub const MIDNIGHT: Clock = Clock { minutes: 0 };
    pub const END_OF_DAY: Clock = Clock { minutes: 24 * 60 };

    /// The clock at `hour:minute`; `None` past 24:00 or with a minute over 59.
    pub fn new(hour: u32, minute: u32) -> Option<Clock> {
        if minute > 59 || hour > 24 || (hour == 24 && minute > 0) {
            return None;
        }
        Some(Clock { minutes: hour * 60 + minute })
    }

    pub fn hour(self) -> u32 {
        self.minutes / 60
    }

    pub fn minute(self) -> u32 {
        self.minutes % 60
    }

    /// Minutes since midnight.
    pub fn since_midnight(self) -> Minutes {
        Minutes(self.minutes)
    }

    /// The clock `m` minutes later, or `None` past the end of the day.
    pub fn after(self, m: Minutes) -> Option<Clock> {
        let total = self.minutes + m.0;
        Clock::new(total / 60, total % 60)
    }
}

impl Sub for Clock {
    type Output = Minutes;

    /// The minutes from `rhs` to `self`; zero when `rhs` is later.
    fn sub(self, rhs: Clock) -> Minutes {
        Minutes(self.minutes.saturating_sub(rhs.minutes))
    }
}

impl FromStr for Clock {
    type Err = ParseClockError;

    fn from_str(s: &str) -> Result<Clock, ParseClockError> {
        let (h, m) = s.trim().split_once(':').ok_or_else(|| ParseClockError::Format(s.to_string()))?;
        if h.is_empty() || h.len() > 2 || m.len() != 2 {
            return Err(ParseClockError::Format(s.to_string()));
        }
        let hour: u32 = h.parse().map_err(|_| ParseClockError::Format(s.to_string()))?;
        let minute: u32 = m.parse().map_err(|_| ParseClockError::Format(s.to_string()))?;
        Clock::new(hour, minute).ok_or_else(|| ParseClockError::Range(s.to_string()))
    }
}

impl fmt::Display for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}:{:02}", self.hour(), self.minute())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints() {
        let c: Clock = "9:05".parse().unwrap();
        assert_eq!(c.to_string(), "09:05");
        assert_eq!("24:00".parse::<Clock>().unwrap(), Clock::END_OF_DAY);
    }

    #[test]
    fn refuses_bad_times() {
        assert!(matches!("25:00".parse::<Clock>(), Err(ParseClockError::Range(_))));
        assert!(matches!("9:5".parse::<Clock>(), Err(ParseClockError::Format(_))));
        assert!(matches!("nine".parse::<Clock>(), Err(ParseClockError::Format(_))));
    }

    #[test]
    fn minutes_display() {
        assert_eq!(Minutes(45).to_string(), "45 min");
        assert_eq!(Minutes(120).to_string(), "2 h");
        assert_eq!(Minutes(95).to_string(), "1 h 35 min");
    }
}
