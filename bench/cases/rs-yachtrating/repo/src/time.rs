//! Elapsed times as "h:mm:ss" text.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimeError(pub String);

impl fmt::Display for TimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not an elapsed time: {}", self.0)
    }
}

impl std::error::Error for TimeError {}

/// "h:mm:ss" as seconds.
pub fn parse_elapsed(text: &str) -> Result<u32, TimeError> {
    let err = || TimeError(text.to_string());
    let parts: Vec<&str> = text.trim().split(':').collect();
    if parts.len() != 3 {
        return Err(err());
    }
    let h: u32 = parts[0].parse().map_err(|_| err())?;
    let m: u32 = parts[1].parse().map_err(|_| err())?;
    let s: u32 = parts[2].parse().map_err(|_| err())?;
    if parts[1].len() != 2 || parts[2].len() != 2 || m > 59 || s > 59 {
        return Err(err());
    }
    Ok(h * 3600 + m * 60 + s)
}

/// Seconds as "h:mm:ss".
pub fn hms(secs: u32) -> String {
    format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
}
