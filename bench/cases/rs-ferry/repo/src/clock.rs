//! Wall-clock times of a day, to the minute.

use std::fmt;

pub const MINUTES_PER_DAY: u16 = 24 * 60;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Clock {
    minutes: u16,
}

#[derive(Debug, PartialEq, Eq)]
pub enum ClockError {
    Format(String),
    OutOfRange(String),
}

impl Clock {
    pub fn new(hour: u16, minute: u16) -> Result<Clock, ClockError> {
        if hour > 23 || minute > 59 {
            return Err(ClockError::OutOfRange(format!("{hour:02}:{minute:02}")));
        }
        Ok(Clock { minutes: hour * 60 + minute })
    }

    /// Parses `HH:MM` (24-hour clock).
    pub fn parse(text: &str) -> Result<Clock, ClockError> {
        let (h, m) = text.split_once(':').ok_or_else(|| ClockError::Format(text.to_string()))?;
        if h.len() != 2 || m.len() != 2 {
            return Err(ClockError::Format(text.to_string()));
        }
        let hour = h.parse().map_err(|_| ClockError::Format(text.to_string()))?;
        let minute = m.parse().map_err(|_| ClockError::Format(text.to_string()))?;
        Clock::new(hour, minute)
    }

    pub fn minutes(self) -> u16 {
        self.minutes
    }

    /// The time `minutes` later, wrapping past midnight.
    pub fn plus(self, minutes: u16) -> Clock {
        Clock { minutes: (self.minutes + minutes % MINUTES_PER_DAY) % MINUTES_PER_DAY }
    }
}

/// Minutes from `from` until `to`, going forward past midnight when `to` is earlier in the day.
pub fn minutes_until(from: Clock, to: Clock) -> u16 {
    (to.minutes + MINUTES_PER_DAY - from.minutes) % MINUTES_PER_DAY
}

impl fmt::Display for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}:{:02}", self.minutes / 60, self.minutes % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints() {
        assert_eq!(Clock::parse("07:05").unwrap().to_string(), "07:05");
        assert_eq!(Clock::parse("7:05"), Err(ClockError::Format("7:05".into())));
        assert_eq!(Clock::parse("24:00"), Err(ClockError::OutOfRange("24:00".into())));
    }

    #[test]
    fn wraps_past_midnight() {
        let late = Clock::parse("23:40").unwrap();
        assert_eq!(late.plus(35).to_string(), "00:15");
        assert_eq!(minutes_until(late, Clock::parse("00:10").unwrap()), 30);
        assert_eq!(minutes_until(Clock::parse("06:00").unwrap(), late), 1060);
    }
}
