//! Closed-ringed birds. A closed ring carries the club code, the two-digit
//! year and the breeder's running number, as in "AVB 26 017".

use std::fmt;

use crate::calendar::Date;
use crate::species::Species;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sex {
    Cock,
    Hen,
    Unknown,
}

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Ring {
    pub club: String,
    pub year: u16,
    pub number: u32,
}

impl Ring {
    pub fn parse(text: &str) -> Option<Ring> {
        let parts: Vec<&str> = text.split_whitespace().collect();
        if parts.len() != 3 {
            return None;
        }
        let club = parts[0];
        if club.is_empty() || club.len() > 4 || !club.chars().all(|c| c.is_ascii_uppercase()) {
            return None;
        }
        if parts[1].len() != 2 {
            return None;
        }
        let year = parts[1].parse().ok()?;
        let number = parts[2].parse().ok()?;
        Some(Ring { club: club.to_string(), year, number })
    }

    /// Whether the ring was issued for birds hatched in `year`.
    pub fn fits_year(&self, year: i32) -> bool {
        i32::from(self.year) == year % 100
    }
}

impl fmt::Display for Ring {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {:02} {:03}", self.club, self.year, self.number)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Bird {
    pub ring: Ring,
    pub species: Species,
    pub sex: Sex,
    pub hatched: Date,
}

impl Bird {
    pub fn new(ring: Ring, species: Species, sex: Sex, hatched: Date) -> Bird {
        Bird { ring, species, sex, hatched }
    }

    pub fn age_days(&self, today: Date) -> i64 {
        today.days_since(self.hatched)
    }

    /// Old enough to be paired: a year for the parrots, nine months for the rest.
    pub fn can_breed(&self, today: Date) -> bool {
        let months = match self.species {
            Species::Budgerigar | Species::Cockatiel => 12,
            _ => 9,
        };
        self.age_days(today) >= months * 30
    }
}
