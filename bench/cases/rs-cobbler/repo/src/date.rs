//! Calendar dates and the shop's opening days.

use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
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
    const ALL: [Weekday; 7] = [
        Weekday::Mon,
        Weekday::Tue,
        Weekday::Wed,
        Weekday::Thu,
        Weekday::Fri,
        Weekday::Sat,
        Weekday::Sun,
    ];
}

/// A day in the proleptic Gregorian calendar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    pub year: i32,
    pub month: u32,
    pub day: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadDate(pub String);

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

impl Date {
    pub fn new(year: i32, month: u32, day: u32) -> Result<Date, BadDate> {
        if !(1..=12).contains(&month) || day == 0 || day > days_in_month(year, month) {
            return Err(BadDate(format!("{year}-{month:02}-{day:02}")));
        }
        Ok(Date { year, month, day })
    }

    /// Shorthand for dates known to be valid (tests, fixed tables).
    pub fn ymd(year: i32, month: u32, day: u32) -> Date {
        Date::new(year, month, day).expect("valid date")
    }

    /// Days since 1970-01-01 (negative before it).
    pub fn to_days(self) -> i64 {
        let y = i64::from(self.year) - if self.month <= 2 { 1 } else { 0 };
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let m = i64::from(self.month);
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(self.day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    pub fn from_days(days: i64) -> Date {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = (yoe + era * 400 + if month <= 2 { 1 } else { 0 }) as i32;
        Date { year, month, day }
    }

    pub fn add_days(self, n: i64) -> Date {
        Date::from_days(self.to_days() + n)
    }

    /// Whole days from `self` to `later` (negative if `later` is earlier).
    pub fn days_until(self, later: Date) -> i64 {
        later.to_days() - self.to_days()
    }

    pub fn weekday(self) -> Weekday {
        // 1970-01-01 was a Thursday.
        let index = (self.to_days() + 3).rem_euclid(7) as usize;
        Weekday::ALL[index]
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = BadDate;

    fn from_str(s: &str) -> Result<Date, BadDate> {
        let bad = || BadDate(s.to_string());
        let mut parts = s.trim().split('-');
        let year = parts.next().and_then(|p| p.parse().ok()).ok_or_else(bad)?;
        let month = parts.next().and_then(|p| p.parse().ok()).ok_or_else(bad)?;
        let day = parts.next().and_then(|p| p.parse().ok()).ok_or_else(bad)?;
        if parts.next().is_some() {
            return Err(bad());
        }
        Date::new(year, month, day).map_err(|_| bad())
    }
}

/// The days the shop is open: a weekly pattern plus closures for holidays.
#[derive(Debug, Clone)]
pub struct OpeningDays {
    closed_weekdays: Vec<Weekday>,
    holidays: Vec<Date>,
}

impl OpeningDays {
    pub fn new(closed_weekdays: &[Weekday]) -> OpeningDays {
        OpeningDays {
            closed_weekdays: closed_weekdays.to_vec(),
            holidays: Vec::new(),
        }
    }

    /// Open Monday to Saturday, closed Sundays.
    pub fn high_street() -> OpeningDays {
        OpeningDays::new(&[Weekday::Sun])
    }

    pub fn close_on(&mut self, day: Date) {
        if !self.holidays.contains(&day) {
            self.holidays.push(day);
        }
    }

    pub fn is_open(&self, day: Date) -> bool {
        !self.closed_weekdays.contains(&day.weekday()) && !self.holidays.contains(&day)
    }

    /// `day` itself if the shop is open then, else the next open day.
    pub fn next_open(&self, day: Date) -> Date {
        let mut d = day;
        while !self.is_open(d) {
            d = d.add_days(1);
        }
        d
    }

    /// The open day `n` open days after `from` (`from` itself does not count).
    pub fn add_open_days(&self, from: Date, n: u32) -> Date {
        let mut d = from;
        for _ in 0..n {
            d = self.next_open(d.add_days(1));
        }
        d
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_through_day_numbers() {
        for days in [-800_000, -1, 0, 59, 10_957, 19_782, 20_000, 2_932_896] {
            assert_eq!(Date::from_days(days).to_days(), days);
        }
        assert_eq!(Date::ymd(2000, 1, 1).to_days(), 10_957);
        assert_eq!(Date::from_days(0), Date::ymd(1970, 1, 1));
    }

    #[test]
    fn knows_the_weekday() {
        assert_eq!(Date::ymd(2024, 3, 5).weekday(), Weekday::Tue);
        assert_eq!(Date::ymd(2024, 3, 10).weekday(), Weekday::Sun);
        assert_eq!(Date::ymd(1969, 12, 31).weekday(), Weekday::Wed);
    }

    #[test]
    fn adds_days_across_months_and_leap_days() {
        assert_eq!(Date::ymd(2024, 2, 28).add_days(1), Date::ymd(2024, 2, 29));
        assert_eq!(Date::ymd(2023, 2, 28).add_days(1), Date::ymd(2023, 3, 1));
        assert_eq!(Date::ymd(2024, 12, 30).add_days(5), Date::ymd(2025, 1, 4));
        assert_eq!(Date::ymd(2024, 3, 1).days_until(Date::ymd(2024, 2, 1)), -29);
    }

    #[test]
    fn parses_and_rejects() {
        assert_eq!("2024-03-05".parse::<Date>(), Ok(Date::ymd(2024, 3, 5)));
        assert!("2023-02-29".parse::<Date>().is_err());
        assert!("2024-13-01".parse::<Date>().is_err());
        assert!("2024-03".parse::<Date>().is_err());
        assert!("2024-03-05-01".parse::<Date>().is_err());
        assert_eq!(Date::ymd(2024, 3, 5).to_string(), "2024-03-05");
    }

    #[test]
    fn open_days_skip_sundays_and_holidays() {
        let mut days = OpeningDays::high_street();
        days.close_on(Date::ymd(2024, 4, 1)); // Easter Monday
        let sat = Date::ymd(2024, 3, 30);
        assert!(days.is_open(sat));
        assert!(!days.is_open(Date::ymd(2024, 3, 31)));
        assert_eq!(days.next_open(Date::ymd(2024, 3, 31)), Date::ymd(2024, 4, 2));
        assert_eq!(days.add_open_days(sat, 1), Date::ymd(2024, 4, 2));
        assert_eq!(days.add_open_days(sat, 3), Date::ymd(2024, 4, 4));
        assert_eq!(days.add_open_days(sat, 0), sat);
    }
}
