//! Dates and times without a timezone: the studio runs on local time.

use crate::error::StudioError;
use std::fmt;

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
    pub const ALL: [Weekday; 7] = [
        Weekday::Mon,
        Weekday::Tue,
        Weekday::Wed,
        Weekday::Thu,
        Weekday::Fri,
        Weekday::Sat,
        Weekday::Sun,
    ];

    /// Monday is 0.
    pub fn index(self) -> u32 {
        self as u32
    }

    pub fn short(self) -> &'static str {
        ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"][self as usize]
    }
}

/// A calendar date, stored as days since 1970-01-01.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    days: i32,
}

impl Date {
    pub fn from_ymd(year: i32, month: u32, day: u32) -> Option<Date> {
        if !(1..=12).contains(&month) || day == 0 || day > days_in_month(year, month) {
            return None;
        }
        // Howard Hinnant's days_from_civil.
        let y = if month <= 2 { year - 1 } else { year };
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let m = month as i32;
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + day as i32 - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        Some(Date { days: era * 146_097 + doe - 719_468 })
    }

    pub fn ymd(self) -> (i32, u32, u32) {
        let z = self.days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = yoe + era * 400 + if month <= 2 { 1 } else { 0 };
        (year, month, day)
    }

    pub fn parse(text: &str) -> Result<Date, StudioError> {
        let bad = || StudioError::BadDate(text.to_string());
        let parts: Vec<&str> = text.trim().split('-').collect();
        if parts.len() != 3 {
            return Err(bad());
        }
        let year = parts[0].parse().map_err(|_| bad())?;
        let month = parts[1].parse().map_err(|_| bad())?;
        let day = parts[2].parse().map_err(|_| bad())?;
        Date::from_ymd(year, month, day).ok_or_else(bad)
    }

    pub fn weekday(self) -> Weekday {
        // 1970-01-01 was a Thursday.
        Weekday::ALL[(self.days + 3).rem_euclid(7) as usize]
    }

    pub fn add_days(self, n: i32) -> Date {
        Date { days: self.days + n }
    }

    pub fn days_until(self, later: Date) -> i32 {
        later.days - self.days
    }

    /// The Monday of this date's week.
    pub fn week_start(self) -> Date {
        self.add_days(-(self.weekday().index() as i32))
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, m, d) = self.ymd();
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        4 | 6 | 9 | 11 => 30,
        2 if (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 => 29,
        2 => 28,
        _ => 31,
    }
}

/// A time of day to the minute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Time {
    minutes: u32,
}

impl Time {
    pub fn hm(hour: u32, minute: u32) -> Option<Time> {
        (hour < 24 && minute < 60).then(|| Time { minutes: hour * 60 + minute })
    }

    pub fn parse(text: &str) -> Result<Time, StudioError> {
        let bad = || StudioError::BadTime(text.to_string());
        let (h, m) = text.trim().split_once(':').ok_or_else(bad)?;
        if m.len() != 2 {
            return Err(bad());
        }
        Time::hm(h.parse().map_err(|_| bad())?, m.parse().map_err(|_| bad())?).ok_or_else(bad)
    }

    pub fn minutes(self) -> u32 {
        self.minutes
    }

    pub fn plus_minutes(self, n: u32) -> Time {
        Time { minutes: (self.minutes + n) % (24 * 60) }
    }
}

impl fmt::Display for Time {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}:{:02}", self.minutes / 60, self.minutes % 60)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DateTime {
    pub date: Date,
    pub time: Time,
}

impl DateTime {
    pub fn new(date: Date, time: Time) -> DateTime {
        DateTime { date, time }
    }

    /// "2024-03-04 18:30"
    pub fn parse(text: &str) -> Result<DateTime, StudioError> {
        let (d, t) = text
            .trim()
            .split_once(' ')
            .ok_or_else(|| StudioError::BadDate(text.to_string()))?;
        Ok(DateTime::new(Date::parse(d)?, Time::parse(t)?))
    }

    /// Minutes from self to later (negative if later is earlier).
    pub fn minutes_until(self, later: DateTime) -> i64 {
        self.date.days_until(later.date) as i64 * 24 * 60 + later.time.minutes() as i64
            - self.time.minutes() as i64
    }
}

impl fmt::Display for DateTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.date, self.time)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_dates() {
        for (y, m, d) in [(1970, 1, 1), (2000, 2, 29), (2024, 3, 4), (2023, 12, 31), (1969, 7, 20)] {
            let date = Date::from_ymd(y, m, d).unwrap();
            assert_eq!(date.ymd(), (y, m, d));
        }
        assert_eq!(Date::from_ymd(2024, 3, 4).unwrap().to_string(), "2024-03-04");
    }

    #[test]
    fn rejects_impossible_dates() {
        assert!(Date::from_ymd(2023, 2, 29).is_none());
        assert!(Date::from_ymd(2024, 13, 1).is_none());
        assert!(Date::parse("2024-04-31").is_err());
        assert!(Date::parse("4 March").is_err());
    }

    #[test]
    fn weekdays() {
        assert_eq!(Date::from_ymd(2024, 3, 4).unwrap().weekday(), Weekday::Mon);
        assert_eq!(Date::from_ymd(2024, 3, 10).unwrap().weekday(), Weekday::Sun);
        assert_eq!(Date::from_ymd(1970, 1, 1).unwrap().weekday(), Weekday::Thu);
        let thursday = Date::parse("2024-02-29").unwrap();
        assert_eq!(thursday.week_start(), Date::parse("2024-02-26").unwrap());
    }

    #[test]
    fn times() {
        let t = Time::parse("18:30").unwrap();
        assert_eq!(t.minutes(), 1110);
        assert_eq!(t.plus_minutes(75).to_string(), "19:45");
        assert!(Time::parse("24:00").is_err());
        assert!(Time::parse("7:5").is_err());
    }

    #[test]
    fn minutes_between() {
        let a = DateTime::parse("2024-03-04 18:30").unwrap();
        let b = DateTime::parse("2024-03-05 07:00").unwrap();
        assert_eq!(a.minutes_until(b), 750);
        assert_eq!(b.minutes_until(a), -750);
    }
}
