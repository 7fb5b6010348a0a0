//! The ten-minute SCADA export: one line per turbine and period,
//! `timestamp,turbine,wind_ms,power_kw,status`.

use std::fmt;

/// The start of a ten-minute period, `YYYY-MM-DD HH:MM` (site local time, no zone).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Stamp {
    pub year: u16,
    pub month: u8,
    pub day: u8,
    pub hour: u8,
    pub minute: u8,
}

impl Stamp {
    pub fn parse(text: &str) -> Option<Stamp> {
        let (date, time) = text.trim().split_once(' ')?;
        let mut d = date.split('-');
        let year = d.next()?.parse().ok()?;
        let month: u8 = d.next()?.parse().ok()?;
        let day: u8 = d.next()?.parse().ok()?;
        if d.next().is_some() {
            return None;
        }
        let (h, m) = time.split_once(':')?;
        let hour: u8 = h.parse().ok()?;
        let minute: u8 = m.parse().ok()?;
        if !(1..=12).contains(&month) || !(1..=31).contains(&day) || hour > 23 || minute > 59 {
            return None;
        }
        Some(Stamp {
            year,
            month,
            day,
            hour,
            minute,
        })
    }
}

impl fmt::Display for Stamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:04}-{:02}-{:02} {:02}:{:02}",
            self.year, self.month, self.day, self.hour, self.minute
        )
    }
}

/// What the turbine controller reported for the period.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Status {
    /// Producing, or ready to.
    Running,
    /// Paused below cut-in.
    LowWind,
    /// Stopped above cut-out.
    Storm,
    /// Held below its output on the grid operator's instruction.
    Curtailed,
    /// Stopped for planned maintenance.
    Maintenance,
    /// Stopped by a fault with its alarm code.
    Fault(u16),
    /// The grid connection was down.
    GridOutage,
}

impl Status {
    /// Reads a status code: `OK`, `LOWWIND`, `STORM`, `CURTAIL`, `MAINT`, `GRID` or `FAULT:<code>`.
    pub fn parse(code: &str) -> Option<Status> {
        let code = code.trim();
        Some(match code {
            "OK" => Status::Running,
            "LOWWIND" => Status::LowWind,
            "STORM" => Status::Storm,
            "CURTAIL" => Status::Curtailed,
            "MAINT" => Status::Maintenance,
            "GRID" => Status::GridOutage,
            _ => {
                let alarm = code.strip_prefix("FAULT:")?;
                Status::Fault(alarm.parse().ok()?)
            }
        })
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::Running => write!(f, "OK"),
            Status::LowWind => write!(f, "LOWWIND"),
            Status::Storm => write!(f, "STORM"),
            Status::Curtailed => write!(f, "CURTAIL"),
            Status::Maintenance => write!(f, "MAINT"),
            Status::Fault(code) => write!(f, "FAULT:{}", code),
            Status::GridOutage => write!(f, "GRID"),
        }
    }
}

/// One turbine's ten-minute period.
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    pub stamp: Stamp,
    pub turbine: String,
    /// Mean nacelle wind speed, m/s.
    pub wind_ms: f64,
    /// Mean active power, kW (slightly negative while the turbine draws from the grid).
    pub power_kw: f64,
    pub status: Status,
}

/// What is wrong with a line.
#[derive(Debug, Clone, PartialEq)]
pub enum ParseErrorKind {
    FieldCount(usize),
    Stamp(String),
    Number { field: &'static str, text: String },
    Status(String),
}

/// A line of the export that could not be read, with its 1-based line number.
#[derive(Debug, Clone, PartialEq)]
pub struct ParseError {
    pub line: usize,
    pub kind: ParseErrorKind,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            ParseErrorKind::FieldCount(n) => write!(f, "expected 5 fields, found {}", n),
            ParseErrorKind::Stamp(t) => write!(f, "bad timestamp {:?}", t),
            ParseErrorKind::Number { field, text } => write!(f, "bad {} {:?}", field, text),
            ParseErrorKind::Status(t) => write!(f, "unknown status {:?}", t),
        }
    }
}

impl std::error::Error for ParseError {}

fn number(field: &'static str, text: &str) -> Result<f64, ParseErrorKind> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|v| v.is_finite())
        .ok_or_else(|| ParseErrorKind::Number {
            field,
            text: text.trim().to_string(),
        })
}

/// Reads one line of the export.
pub fn parse_line(line: &str) -> Result<Record, ParseErrorKind> {
    let fields: Vec<&str> = line.split(',').collect();
    if fields.len() != 5 {
        return Err(ParseErrorKind::FieldCount(fields.len()));
    }
    let stamp = Stamp::parse(fields[0]).ok_or_else(|| ParseErrorKind::Stamp(fields[0].trim().to_string()))?;
    let wind_ms = number("wind speed", fields[2])?;
    let power_kw = number("power", fields[3])?;
    let status = Status::parse(fields[4]).ok_or_else(|| ParseErrorKind::Status(fields[4].trim().to_string()))?;
    Ok(Record {
        stamp,
        turbine: fields[1].trim().to_string(),
        wind_ms,
        power_kw,
        status,
    })
}

/// Reads a whole export, skipping blank lines, `#` comments and the header line.
pub fn parse_log(text: &str) -> Result<Vec<Record>, ParseError> {
    let mut records = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with("timestamp,") {
            continue;
        }
        let record = parse_line(trimmed).map_err(|kind| ParseError { line: i + 1, kind })?;
        records.push(record);
    }
    Ok(records)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stamps() {
        let s = Stamp::parse("2024-03-01 10:20").unwrap();
        assert_eq!((s.year, s.month, s.day, s.hour, s.minute), (2024, 3, 1, 10, 20));
        assert_eq!(s.to_string(), "2024-03-01 10:20");
        assert_eq!(Stamp::parse("2024-13-01 10:20"), None);
        assert_eq!(Stamp::parse("2024-03-01 24:00"), None);
        assert_eq!(Stamp::parse("2024-03-01T10:20"), None);
    }

    #[test]
    fn status_codes_round_trip() {
        for code in ["OK", "LOWWIND", "STORM", "CURTAIL", "MAINT", "GRID", "FAULT:312"] {
            assert_eq!(Status::parse(code).unwrap().to_string(), code);
        }
        assert_eq!(Status::parse("FAULT:x"), None);
        assert_eq!(Status::parse("PAUSE"), None);
    }

    #[test]
    fn reads_a_line() {
        let r = parse_line("2024-03-01 10:20,WT02,7.4,812.5,OK").unwrap();
        assert_eq!(r.turbine, "WT02");
        assert_eq!(r.wind_ms, 7.4);
        assert_eq!(r.power_kw, 812.5);
        assert_eq!(r.status, Status::Running);
    }

    #[test]
    fn reports_the_bad_line() {
        let text = "timestamp,turbine,wind_ms,power_kw,status\n\
                    2024-03-01 10:20,WT01,7.4,812.5,OK\n\
                    # comment\n\
                    2024-03-01 10:20,WT02,fast,812.5,OK\n";
        let err = parse_log(text).unwrap_err();
        assert_eq!(err.line, 4);
        assert_eq!(
            err.kind,
            ParseErrorKind::Number {
                field: "wind speed",
                text: "fast".to_string()
            }
        );
        assert_eq!(err.to_string(), "line 4: bad wind speed \"fast\"");
        assert_eq!(
            parse_line("2024-03-01 10:20,WT01,7.4,OK"),
            Err(ParseErrorKind::FieldCount(4))
        );
    }
}
