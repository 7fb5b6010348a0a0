//! Meter reading lines: `2026-03-31,04512,A` (date, dial, A for actual or E for estimated).

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Date {
    pub year: i32,
    pub month: u32,
    pub day: u32,
}

impl Date {
    /// Days since 1970-01-01 (proleptic Gregorian calendar).
    pub fn day_number(&self) -> i64 {
        let (y, m) = if self.month <= 2 {
            (self.year as i64 - 1, self.month as i64 + 9)
        } else {
            (self.year as i64, self.month as i64 - 3)
        };
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let doy = (153 * m + 2) / 5 + self.day as i64 - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reading {
    pub date: Date,
    /// What the dial shows, in cubic metres.
    pub dial: u32,
    pub estimated: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError(pub String);

fn number<T: std::str::FromStr>(text: &str, what: &str, line: &str) -> Result<T, ParseError> {
    text.parse()
        .map_err(|_| ParseError(format!("{line:?}: bad {what} {text:?}")))
}

impl Reading {
    pub fn parse(line: &str) -> Result<Reading, ParseError> {
        let fields: Vec<&str> = line.trim().split(',').collect();
        let [date, dial, kind] = fields[..] else {
            return Err(ParseError(format!("{line:?}: want date,dial,kind")));
        };
        let parts: Vec<&str> = date.split('-').collect();
        let [y, m, d] = parts[..] else {
            return Err(ParseError(format!("{line:?}: want a YYYY-MM-DD date")));
        };
        let date = Date {
            year: number(y, "year", line)?,
            month: number(m, "month", line)?,
            day: number(d, "day", line)?,
        };
        if !(1..=12).contains(&date.month) || !(1..=31).contains(&date.day) {
            return Err(ParseError(format!("{line:?}: no such date")));
        }
        if dial.len() != 5 {
            return Err(ParseError(format!("{line:?}: the dial has five digits")));
        }
        let dial = number(dial, "dial", line)?;
        let estimated = match kind {
            "A" => false,
            "E" => true,
            _ => return Err(ParseError(format!("{line:?}: kind is A or E"))),
        };
        Ok(Reading {
            date,
            dial,
            estimated,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_line() {
        let r = Reading::parse("2026-03-31,04512,A").unwrap();
        assert_eq!(
            r.date,
            Date {
                year: 2026,
                month: 3,
                day: 31
            }
        );
        assert_eq!(r.dial, 4512);
        assert!(!r.estimated);
    }

    #[test]
    fn rejects_bad_lines() {
        for line in [
            "2026-03-31,4512,A",
            "2026-13-01,04512,A",
            "2026-03-31,04512,X",
            "2026-03-31,04512",
        ] {
            assert!(Reading::parse(line).is_err(), "{line}");
        }
    }

    #[test]
    fn day_numbers() {
        assert_eq!(
            Date {
                year: 1970,
                month: 1,
                day: 1
            }
            .day_number(),
            0
        );
        assert_eq!(
            Date {
                year: 2026,
                month: 3,
                day: 31
            }
            .day_number()
                - Date {
                    year: 2025,
                    month: 12,
                    day: 31
                }
                .day_number(),
            90
        );
    }
}
