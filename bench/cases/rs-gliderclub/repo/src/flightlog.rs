//! The launch point log.
//!
//! One flight per line, in launch order:
//!
//! ```text
//! # glider launch takeoff landing p1 [p2] [I]
//! FAB  W    10:02 10:14 M003 M012 I
//! LS8  T25  10:20 12:41 M020
//! ```
//!
//! `I` marks an instructional flight: P1 is the instructor and P2 the
//! pupil. Blank lines and lines starting with `#` are ignored.

use std::fmt;

use crate::clock::{ClockError, ClockTime};
use crate::launch::Launch;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flight {
    /// 1-based position in the day's log.
    pub number: u32,
    pub glider: String,
    pub launch: Launch,
    pub takeoff: ClockTime,
    pub landing: ClockTime,
    pub p1: String,
    pub p2: Option<String>,
    pub instructional: bool,
}

impl Flight {
    /// Flight time in whole minutes, takeoff to landing.
    pub fn minutes(&self) -> u32 {
        // parse_line checks the order, so this cannot fail for logged flights
        self.takeoff.minutes_until(self.landing).unwrap_or(0)
    }

    /// The members on board, P1 first.
    pub fn crew(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.p1.as_str()).chain(self.p2.as_deref())
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogError {
    pub line: usize,
    pub kind: LogErrorKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LogErrorKind {
    MissingFields(usize),
    BadLaunch(String),
    BadTime(ClockError),
    LandedBeforeTakeoff,
    InstructionalWithoutP2,
    UnexpectedField(String),
}

impl fmt::Display for LogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            LogErrorKind::MissingFields(n) => write!(f, "expected at least 5 fields, found {}", n),
            LogErrorKind::BadLaunch(s) => write!(f, "unknown launch {:?}", s),
            LogErrorKind::BadTime(e) => write!(f, "{}", e),
            LogErrorKind::LandedBeforeTakeoff => f.write_str("landing time is before takeoff"),
            LogErrorKind::InstructionalWithoutP2 => {
                f.write_str("instructional flight with no pupil in P2")
            }
            LogErrorKind::UnexpectedField(s) => write!(f, "unexpected field {:?}", s),
        }
    }
}

impl std::error::Error for LogError {}

/// Parse one log line (not blank, not a comment) as flight `number`.
pub fn parse_line(number: u32, line_no: usize, line: &str) -> Result<Flight, LogError> {
    let err = |kind| LogError { line: line_no, kind };
    let fields: Vec<&str> = line.split_whitespace().collect();
    if fields.len() < 5 {
        return Err(err(LogErrorKind::MissingFields(fields.len())));
    }
    let launch =
        Launch::parse(fields[1]).ok_or_else(|| err(LogErrorKind::BadLaunch(fields[1].to_string())))?;
    let takeoff = ClockTime::parse(fields[2]).map_err(|e| err(LogErrorKind::BadTime(e)))?;
    let landing = ClockTime::parse(fields[3]).map_err(|e| err(LogErrorKind::BadTime(e)))?;
    if landing < takeoff {
        return Err(err(LogErrorKind::LandedBeforeTakeoff));
    }

    let mut rest = fields[5..].iter();
    let mut p2 = None;
    let mut instructional = false;
    for field in rest.by_ref() {
        if *field == "I" {
            instructional = true;
        } else if p2.is_none() && !instructional {
            p2 = Some(field.to_string());
        } else {
            return Err(err(LogErrorKind::UnexpectedField(field.to_string())));
        }
    }
    if instructional && p2.is_none() {
        return Err(err(LogErrorKind::InstructionalWithoutP2));
    }

    Ok(Flight {
        number,
        glider: fields[0].to_ascii_uppercase(),
        launch,
        takeoff,
        landing,
        p1: fields[4].to_string(),
        p2,
        instructional,
    })
}

/// Parse a whole day's log.
pub fn parse_log(text: &str) -> Result<Vec<Flight>, LogError> {
    let mut flights = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let number = flights.len() as u32 + 1;
        flights.push(parse_line(number, i + 1, line)?);
    }
    Ok(flights)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_an_instructional_flight() {
        let f = parse_line(3, 7, "fab W 10:02 10:14 M003 M012 I").unwrap();
        assert_eq!(f.number, 3);
        assert_eq!(f.glider, "FAB");
        assert_eq!(f.launch, Launch::Winch);
        assert_eq!(f.p2.as_deref(), Some("M012"));
        assert!(f.instructional);
        assert_eq!(f.minutes(), 12);
        assert_eq!(f.crew().collect::<Vec<_>>(), ["M003", "M012"]);
    }

    #[test]
    fn parse_errors_name_the_line() {
        let e = parse_line(1, 4, "FAB W 10:02 M003").unwrap_err();
        assert_eq!(e.kind, LogErrorKind::MissingFields(4));
        assert_eq!(e.to_string(), "line 4: expected at least 5 fields, found 4");
        let e = parse_line(1, 5, "FAB Q 10:02 10:14 M003").unwrap_err();
        assert_eq!(e.kind, LogErrorKind::BadLaunch("Q".into()));
        let e = parse_line(1, 6, "FAB W 10:14 10:02 M003").unwrap_err();
        assert_eq!(e.kind, LogErrorKind::LandedBeforeTakeoff);
        let e = parse_line(1, 7, "FAB W 10:02 10:14 M003 I").unwrap_err();
        assert_eq!(e.kind, LogErrorKind::InstructionalWithoutP2);
        let e = parse_line(1, 8, "FAB W 10:02 10:14 M003 M012 I X").unwrap_err();
        assert_eq!(e.kind, LogErrorKind::UnexpectedField("X".into()));
    }

    #[test]
    fn skips_comments_and_blanks() {
        let log = "# Saturday\n\nFAB W 1002 1014 M003\n  \nLS8 T25 10:20 12:41 M020\n";
        let flights = parse_log(log).unwrap();
        assert_eq!(flights.len(), 2);
        assert_eq!(flights[1].number, 2);
        assert_eq!(flights[1].minutes(), 141);
        let e = parse_log("FAB W 1002 1014 M003\nFAB W 1002\n").unwrap_err();
        assert_eq!(e.line, 2);
    }
}
