//! Race times in tenths of a second, written `m:ss.t`.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RaceTime {
    tenths: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TimeError {
    Empty,
    BadFormat(String),
    SecondsOutOfRange(u32),
}

impl fmt::Display for TimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeError::Empty => write!(f, "empty time"),
            TimeError::BadFormat(s) => write!(f, "bad time {s:?}, expected m:ss.t"),
            TimeError::SecondsOutOfRange(s) => write!(f, "seconds {s} out of range"),
        }
    }
}

impl RaceTime {
    pub fn from_tenths(tenths: u32) -> Self {
        RaceTime { tenths }
    }

    pub fn from_secs_f64(secs: f64) -> Self {
        RaceTime { tenths: (secs * 10.0).round().max(0.0) as u32 }
    }

    pub fn tenths(self) -> u32 {
        self.tenths
    }

    pub fn as_secs_f64(self) -> f64 {
        self.tenths as f64 / 10.0
    }

    /// Parses `m:ss.t`, `m:ss` or `ss.t`.
    pub fn parse(text: &str) -> Result<Self, TimeError> {
        let t = text.trim();
        if t.is_empty() {
            return Err(TimeError::Empty);
        }
        let bad = || TimeError::BadFormat(t.to_string());
        let (mins, rest) = match t.split_once(':') {
            Some((m, r)) => (m.parse::<u32>().map_err(|_| bad())?, r),
            None => (0, t),
        };
        let (secs, tenth) = match rest.split_once('.') {
            Some((s, d)) if d.len() == 1 => (s, d.parse::<u32>().map_err(|_| bad())?),
            Some(_) => return Err(bad()),
            None => (rest, 0),
        };
        if t.contains(':') && secs.len() != 2 {
            return Err(bad());
        }
        let secs = secs.parse::<u32>().map_err(|_| bad())?;
        if secs >= 60 && t.contains(':') {
            return Err(TimeError::SecondsOutOfRange(secs));
        }
        Ok(RaceTime { tenths: (mins * 60 + secs) * 10 + tenth })
    }

    pub fn plus_tenths(self, delta: i64) -> Self {
        let v = (self.tenths as i64 + delta).max(0);
        RaceTime { tenths: v as u32 }
    }
}

impl fmt::Display for RaceTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let secs = self.tenths / 10;
        write!(f, "{}:{:02}.{}", secs / 60, secs % 60, self.tenths % 10)
    }
}
