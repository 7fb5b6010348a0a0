//! Ride times as the timekeepers record them, to the hundredth of a second.

use std::fmt;

/// A time in hundredths of a second.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct RideTime {
    hundredths: u32,
}

#[derive(Debug, PartialEq, Eq)]
pub enum TimeError {
    Empty,
    BadNumber(String),
    SecondsOutOfRange(u32),
}

impl fmt::Display for TimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeError::Empty => write!(f, "empty time"),
            TimeError::BadNumber(s) => write!(f, "not a time: {s:?}"),
            TimeError::SecondsOutOfRange(s) => write!(f, "seconds must be below 60, got {s}"),
        }
    }
}

impl std::error::Error for TimeError {}

impl RideTime {
    pub const ZERO: RideTime = RideTime { hundredths: 0 };

    pub fn from_secs(secs: u32) -> RideTime {
        RideTime { hundredths: secs * 100 }
    }

    pub fn from_hundredths(hundredths: u32) -> RideTime {
        RideTime { hundredths }
    }

    pub fn from_min_sec(minutes: u32, secs: u32) -> RideTime {
        RideTime::from_secs(minutes * 60 + secs)
    }

    pub fn hundredths(self) -> u32 {
        self.hundredths
    }

    /// Whole seconds, dropping any fraction.
    pub fn whole_secs(self) -> u32 {
        self.hundredths / 100
    }

    /// The time needed to cover `metres` at `metres_per_minute`, rounded up
    /// to the next whole second as the rules require for time allowed and
    /// optimum time.
    pub fn for_distance(metres: u32, metres_per_minute: u32) -> RideTime {
        assert!(metres_per_minute > 0, "speed must be positive");
        let numerator = u64::from(metres) * 60;
        let speed = u64::from(metres_per_minute);
        let secs = (numerator + speed - 1) / speed;
        RideTime::from_secs(secs as u32)
    }

    /// Seconds, or part of a second, by which `self` is over `limit`.
    /// Zero when the time is within the limit.
    pub fn commenced_seconds_over(self, limit: RideTime) -> u32 {
        let over = self.hundredths.saturating_sub(limit.hundredths);
        (over + 99) / 100
    }

    /// Seconds, or part of a second, by which `self` is under `limit`.
    pub fn commenced_seconds_under(self, limit: RideTime) -> u32 {
        limit.commenced_seconds_over(self)
    }

    /// Absolute difference between two times.
    pub fn abs_diff(self, other: RideTime) -> RideTime {
        RideTime::from_hundredths(self.hundredths.abs_diff(other.hundredths))
    }

    /// Parses `m:ss`, `m:ss.hh`, `ss` or `ss.hh`.
    pub fn parse(text: &str) -> Result<RideTime, TimeError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(TimeError::Empty);
        }
        let bad = || TimeError::BadNumber(text.to_string());
        let (minutes, rest) = match text.split_once(':') {
            Some((m, rest)) => (m.parse::<u32>().map_err(|_| bad())?, rest),
            None => (0, text),
        };
        let (secs, fraction) = match rest.split_once('.') {
            Some((s, f)) => (s, f),
            None => (rest, ""),
        };
        let secs: u32 = secs.parse().map_err(|_| bad())?;
        if minutes > 0 && secs >= 60 {
            return Err(TimeError::SecondsOutOfRange(secs));
        }
        let hundredths = match fraction.len() {
            0 => 0,
            1 => fraction.parse::<u32>().map_err(|_| bad())? * 10,
            2 => fraction.parse::<u32>().map_err(|_| bad())?,
            _ => return Err(bad()),
        };
        Ok(RideTime::from_hundredths((minutes * 60 + secs) * 100 + hundredths))
    }
}

impl fmt::Display for RideTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let secs = self.whole_secs();
        let fraction = self.hundredths % 100;
        write!(f, "{}:{:02}", secs / 60, secs % 60)?;
        if fraction != 0 {
            write!(f, ".{fraction:02}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_usual_forms() {
        assert_eq!(RideTime::parse("4:05"), Ok(RideTime::from_min_sec(4, 5)));
        assert_eq!(RideTime::parse("65.32"), Ok(RideTime::from_hundredths(6532)));
        assert_eq!(RideTime::parse("1:02.5"), Ok(RideTime::from_hundredths(6250)));
        assert_eq!(RideTime::parse(" 71 "), Ok(RideTime::from_secs(71)));
    }

    #[test]
    fn rejects_bad_times() {
        assert_eq!(RideTime::parse(""), Err(TimeError::Empty));
        assert_eq!(RideTime::parse("4:75"), Err(TimeError::SecondsOutOfRange(75)));
        assert!(matches!(RideTime::parse("4:0x"), Err(TimeError::BadNumber(_))));
        assert!(matches!(RideTime::parse("12.345"), Err(TimeError::BadNumber(_))));
    }

    #[test]
    fn distance_at_speed_rounds_up() {
        // 2,400 m at 500 m/min is 4:48 exactly
        assert_eq!(RideTime::for_distance(2400, 500), RideTime::from_min_sec(4, 48));
        // 2,410 m at 500 m/min is 4:49.2, rounded up to 4:50
        assert_eq!(RideTime::for_distance(2410, 500), RideTime::from_min_sec(4, 50));
    }

    #[test]
    fn commenced_seconds() {
        let limit = RideTime::from_secs(80);
        assert_eq!(RideTime::from_secs(80).commenced_seconds_over(limit), 0);
        assert_eq!(RideTime::from_hundredths(8001).commenced_seconds_over(limit), 1);
        assert_eq!(RideTime::from_hundredths(8200).commenced_seconds_over(limit), 2);
        assert_eq!(RideTime::from_secs(70).commenced_seconds_over(limit), 0);
        assert_eq!(RideTime::from_hundredths(7550).commenced_seconds_under(limit), 5);
    }

    #[test]
    fn displays_minutes_and_seconds() {
        assert_eq!(RideTime::from_min_sec(4, 5).to_string(), "4:05");
        assert_eq!(RideTime::from_hundredths(6532).to_string(), "1:05.32");
    }
}
