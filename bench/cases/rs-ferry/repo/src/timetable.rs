//! The day's sailings and the next one from a given time.

use crate::clock::{minutes_until, Clock, ClockError};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sailing {
    pub departs: Clock,
    pub route: String,
    pub crossing_minutes: u16,
}

impl Sailing {
    pub fn arrives(&self) -> Clock {
        self.departs.plus(self.crossing_minutes)
    }
}

#[derive(Debug, Default)]
pub struct Timetable {
    sailings: Vec<Sailing>,
}

impl Timetable {
    /// One sailing a line: `HH:MM route crossing-minutes`; blank lines and `#` comments are skipped.
    pub fn parse(text: &str) -> Result<Timetable, ClockError> {
        let mut sailings = Vec::new();
        for line in text.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let fields: Vec<&str> = line.split_whitespace().collect();
            if fields.len() != 3 {
                return Err(ClockError::Format(line.to_string()));
            }
            let crossing_minutes = fields[2].parse().map_err(|_| ClockError::Format(line.to_string()))?;
            sailings.push(Sailing { departs: Clock::parse(fields[0])?, route: fields[1].to_string(), crossing_minutes });
        }
        sailings.sort_by_key(|s| s.departs);
        Ok(Timetable { sailings })
    }

    pub fn sailings(&self) -> &[Sailing] {
        &self.sailings
    }

    /// The first sailing at or after `now`; after the last one of the day, the first of the next morning.
    pub fn next_sailing(&self, now: Clock) -> Option<&Sailing> {
        self.sailings.iter().find(|s| s.departs >= now).or_else(|| self.sailings.first())
    }

    /// Minutes to wait at the quay for the next sailing.
    pub fn wait(&self, now: Clock) -> Option<u16> {
        self.next_sailing(now).map(|s| minutes_until(now, s.departs))
    }
}
