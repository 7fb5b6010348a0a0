//! Plain calendar dates, enough for a delivery round: no time zones, no
//! times of day.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Weekday {
    Mon,
    Tue,
    Wed,
    Thu,
    Fri,
    Sat,
    Sun,
}

impl Weekday {
    pub const ALL: [Weekday; 7] = [
        Weekday::Mon,
        Weekday::Tue,
        Weekday::Wed,
        Weekday::Thu,
        Weekday::Fri,
        Weekday::Sat,
        Weekday::Sun,
    ];

    /// Monday is 0, Sunday is 6.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Weekday {
        Weekday::ALL[i % 7]
    }

    pub fn short_name(self) -> &'static str {
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][self.index()]
    }

    pub fn parse(s: &str) -> Option<Weekday> {
        let s = s.trim();
        Weekday::ALL
            .iter()
            .copied()
            .find(|d| d.short_name().eq_ignore_ascii_case(s))
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DateError {
    Format(String),
    OutOfRange { year: i32, month: u32, day: u32 },
}

impl fmt::Display for DateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DateError::Format(s) => write!(f, "not a date (want YYYY-MM-DD): {:?}", s),
            DateError::OutOfRange { year, month, day } => {
                write!(f, "no such date: {:04}-{:02}-{:02}", year, month, day)
            }
        }
    }
}

impl std::error::Error for DateError {}

pub fn is_leap_year(year: i32) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

pub fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if is_leap_year(year) => 29,
        2 => 28,
        _ => 0,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: i32,
    month: u32,
    day: u32,
}

impl Date {
    pub fn new(year: i32, month: u32, day: u32) -> Result<Date, DateError> {
        if !(1..=12).contains(&month) || day == 0 || day > days_in_month(year, month) {
            return Err(DateError::OutOfRange { year, month, day });
        }
        Ok(Date { year, month, day })
    }

    /// Parses an ISO date, `2026-03-02`.
    pub fn parse(s: &str) -> Result<Date, DateError> {
        let bad = || DateError::Format(s.to_string());
        let mut parts = s.trim().split('-');
        let year = parts.next().ok_or_else(bad)?;
        let month = parts.next().ok_or_else(bad)?;
        let day = parts.next().ok_or_else(bad)?;
        if parts.next().is_some() || year.len() != 4 || month.len() != 2 || day.len() != 2 {
            return Err(bad());
        }
        let year: i32 = year.parse().map_err(|_| bad())?;
        let month: u32 = month.parse().map_err(|_| bad())?;
        let day: u32 = day.parse().map_err(|_| bad())?;
        Date::new(year, month, day)
    }

    pub fn year(&self) -> i32 {
        self.year
    }

    pub fn month(&self) -> u32 {
        self.month
    }

    pub fn day(&self) -> u32 {
        self.day
    }

    /// Days since 1970-01-01 (negative before it).
    pub fn to_days(&self) -> i64 {
        // Howard Hinnant's days_from_civil.
        let y = if self.month <= 2 {
            self.year - 1
        } else {
            self.year
        } as i64;
        let era = if y >= 0 { y } else { y - 399 } / 400;
        let yoe = y - era * 400;
        let m = self.month as i64;
        let mp = if m > 2 { m - 3 } else { m + 9 };
        let doy = (153 * mp + 2) / 5 + self.day as i64 - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146097 + doe - 719468
    }

    pub fn from_days(days: i64) -> Date {
        let z = days + 719468;
        let era = if z >= 0 { z } else { z - 146096 } / 146097;
        let doe = z - era * 146097;
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = (yoe + era * 400 + if month <= 2 { 1 } else { 0 }) as i32;
        Date { year, month, day }
    }

    pub fn weekday(&self) -> Weekday {
        // 1970-01-01 was a Thursday (index 3).
        Weekday::from_index((self.to_days() + 3).rem_euclid(7) as usize)
    }

    pub fn add_days(&self, n: i64) -> Date {
        Date::from_days(self.to_days() + n)
    }

    /// Whole days from `self` to `other`; negative if `other` is earlier.
    pub fn days_until(&self, other: Date) -> i64 {
        other.to_days() - self.to_days()
    }

    pub fn first_of_month(&self) -> Date {
        Date { day: 1, ..*self }
    }

    pub fn last_of_month(&self) -> Date {
        Date {
            day: days_in_month(self.year, self.month),
            ..*self
        }
    }

    /// The Monday on or before this date.
    pub fn week_start(&self) -> Date {
        self.add_days(-(self.weekday().index() as i64))
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// The days from `start` to `end`, both included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DateRange {
    pub start: Date,
    pub end: Date,
}

impl DateRange {
    pub fn new(start: Date, end: Date) -> Option<DateRange> {
        if end < start {
            None
        } else {
            Some(DateRange { start, end })
        }
    }

    pub fn week_of(date: Date) -> DateRange {
        let start = date.week_start();
        DateRange {
            start,
            end: start.add_days(6),
        }
    }

    pub fn month_of(date: Date) -> DateRange {
        DateRange {
            start: date.first_of_month(),
            end: date.last_of_month(),
        }
    }

    pub fn len(&self) -> usize {
        (self.start.days_until(self.end) + 1) as usize
    }

    pub fn is_empty(&self) -> bool {
        false
    }

    pub fn days(&self) -> impl Iterator<Item = Date> {
        let first = self.start.to_days();
        let last = self.end.to_days();
        (first..=last).map(Date::from_days)
    }
}
