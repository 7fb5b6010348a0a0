//! The field book as booked on site, one line per staff position.
//!
//! ```text
//! # Oakfield drainage run
//! open BM1 100.000
//! close BM2 99.217
//! distance 640
//! BM1 BS 1.432
//! A IS 2.015
//! CP1 FS 0.876 BS 1.950
//! BM2 FS 2.381
//! ```
//!
//! A change point carries a foresight (the end of one set-up) and a
//! backsight (the start of the next) on the same line.

use std::fmt;

use crate::staff::{parse_metres, StaffError};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sight {
    Back,
    Inter,
    Fore,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    pub station: String,
    pub sight: Sight,
    /// Staff reading in millimetres.
    pub staff: i32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Benchmark {
    pub name: String,
    /// Reduced level in millimetres above datum.
    pub rl: i32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldBook {
    pub opening: Benchmark,
    pub closing: Option<Benchmark>,
    /// Length of the run in metres, if it was measured.
    pub distance_m: Option<u32>,
    pub readings: Vec<Reading>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BookError {
    Line(usize, String),
    Staff(usize, StaffError),
    NoOpening,
    FirstNotBacksight,
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::Line(n, why) => write!(f, "line {}: {}", n, why),
            BookError::Staff(n, e) => write!(f, "line {}: {}", n, e),
            BookError::NoOpening => write!(f, "the book has no opening benchmark"),
            BookError::FirstNotBacksight => write!(f, "the first reading must be a backsight"),
        }
    }
}

fn sight_code(code: &str) -> Option<Sight> {
    match code {
        "BS" => Some(Sight::Back),
        "IS" => Some(Sight::Inter),
        "FS" => Some(Sight::Fore),
        _ => None,
    }
}

fn benchmark(n: usize, words: &[&str]) -> Result<Benchmark, BookError> {
    match words {
        [name, rl] => Ok(Benchmark {
            name: name.to_string(),
            rl: parse_metres(rl).map_err(|e| BookError::Staff(n, e))?,
        }),
        _ => Err(BookError::Line(n, "expected a benchmark name and its level".into())),
    }
}

pub fn parse_book(text: &str) -> Result<FieldBook, BookError> {
    let mut opening = None;
    let mut closing = None;
    let mut distance_m = None;
    let mut readings = Vec::new();

    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        match words[0] {
            "open" => opening = Some(benchmark(n, &words[1..])?),
            "close" => closing = Some(benchmark(n, &words[1..])?),
            "distance" => {
                let d = words
                    .get(1)
                    .and_then(|w| w.parse().ok())
                    .ok_or_else(|| BookError::Line(n, "expected a distance in metres".into()))?;
                distance_m = Some(d);
            }
            station => {
                let pairs = &words[1..];
                if pairs.is_empty() || pairs.len() % 2 != 0 {
                    return Err(BookError::Line(n, "expected sight codes with readings".into()));
                }
                for pair in pairs.chunks(2) {
                    let sight = sight_code(pair[0]).ok_or_else(|| {
                        BookError::Line(n, format!("unknown sight {:?}", pair[0]))
                    })?;
                    let staff = parse_metres(pair[1]).map_err(|e| BookError::Staff(n, e))?;
                    readings.push(Reading { station: station.to_string(), sight, staff });
                }
            }
        }
    }

    let opening = opening.ok_or(BookError::NoOpening)?;
    if readings.first().map(|r| r.sight) != Some(Sight::Back) {
        return Err(BookError::FirstNotBacksight);
    }
    Ok(FieldBook { opening, closing, distance_m, readings })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn change_point_books_foresight_then_backsight() {
        let book = parse_book("open BM1 10.000\nBM1 BS 1.000\nCP1 FS 0.500 BS 1.250\nX FS 2.000\n").unwrap();
        let sights: Vec<Sight> = book.readings.iter().map(|r| r.sight).collect();
        assert_eq!(sights, vec![Sight::Back, Sight::Fore, Sight::Back, Sight::Fore]);
        assert_eq!(book.readings[2].station, "CP1");
        assert_eq!(book.readings[2].staff, 1250);
    }

    #[test]
    fn comments_and_blank_lines_are_skipped() {
        let book = parse_book("# site\n\nopen BM1 10.000 # nail in kerb\nBM1 BS 1.000\n").unwrap();
        assert_eq!(book.opening.rl, 10000);
        assert_eq!(book.readings.len(), 1);
    }

    #[test]
    fn book_must_open_with_a_backsight() {
        assert_eq!(parse_book("open BM1 10.000\nA IS 1.000\n"), Err(BookError::FirstNotBacksight));
        assert_eq!(parse_book("BM1 BS 1.000\n"), Err(BookError::NoOpening));
    }

    #[test]
    fn bad_sight_code_names_the_line() {
        let err = parse_book("open BM1 10.000\nBM1 BS 1.000\nA XS 1.000\n").unwrap_err();
        assert_eq!(err.to_string(), "line 3: unknown sight \"XS\"");
    }
}
