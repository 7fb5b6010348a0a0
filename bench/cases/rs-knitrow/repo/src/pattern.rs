//! A whole pattern: a cast-on count, then numbered rows whose stitch counts must add up.

use std::fmt;

use crate::parse::{parse_row, ParseError};
use crate::stitch::Stitch;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PatternError {
    NoCastOn,
    BadLine(usize, String),
    Row(usize, ParseError),
    OutOfOrder { expected: usize, found: usize },
    Count { row: usize, on_needle: u32, worked: u32 },
}

impl fmt::Display for PatternError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PatternError::NoCastOn => write!(f, "a pattern starts with `Cast on N.`"),
            PatternError::BadLine(n, l) => write!(f, "line {n}: cannot read {l:?}"),
            PatternError::Row(n, e) => write!(f, "row {n}: {e}"),
            PatternError::OutOfOrder { expected, found } => write!(f, "row {found} where row {expected} was due"),
            PatternError::Count { row, on_needle, worked } => {
                write!(f, "row {row} works {worked} stitches but {on_needle} are on the needle")
            }
        }
    }
}

impl std::error::Error for PatternError {}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pattern {
    pub cast_on: u32,
    pub rows: Vec<Vec<Stitch>>,
}

fn count(row: &[Stitch], f: fn(Stitch) -> u32) -> u32 {
    row.iter().map(|s| f(*s)).sum()
}

impl Pattern {
    pub fn parse(text: &str) -> Result<Pattern, PatternError> {
        let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty()).enumerate();
        let cast_on = match lines.next() {
            Some((_, line)) => line
                .strip_prefix("Cast on ")
                .and_then(|rest| rest.trim_end_matches('.').trim().parse::<u32>().ok())
                .ok_or(PatternError::NoCastOn)?,
            None => return Err(PatternError::NoCastOn),
        };
        let mut rows = Vec::new();
        let mut on_needle = cast_on;
        for (index, line) in lines {
            let (label, body) = line
                .split_once(':')
                .ok_or_else(|| PatternError::BadLine(index + 1, line.to_string()))?;
            let number = label
                .trim()
                .strip_prefix("Row ")
                .and_then(|n| n.trim().parse::<usize>().ok())
                .ok_or_else(|| PatternError::BadLine(index + 1, line.to_string()))?;
            if number != rows.len() + 1 {
                return Err(PatternError::OutOfOrder { expected: rows.len() + 1, found: number });
            }
            let row = parse_row(body).map_err(|e| PatternError::Row(number, e))?;
            let worked = count(&row, Stitch::consumes);
            if worked != on_needle {
                return Err(PatternError::Count { row: number, on_needle, worked });
            }
            on_needle = count(&row, Stitch::produces);
            rows.push(row);
        }
        Ok(Pattern { cast_on, rows })
    }

    /// Stitches on the needle after each row, row 1 first.
    pub fn counts(&self) -> Vec<u32> {
        self.rows.iter().map(|row| count(row, Stitch::produces)).collect()
    }
}
