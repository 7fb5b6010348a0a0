//! Paces in seconds per kilometre.

use crate::clock;
use std::fmt;

/// Metres in a mile, as the training plans round it.
pub const METRES_PER_MILE: u32 = 1609;

/// Why a pace could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PaceError {
    /// No "/km" or "/mi" after the time.
    NoUnit,
    /// A unit other than km or mi.
    UnknownUnit(String),
    /// The time before the unit is not "m:ss" or "h:mm:ss".
    BadClock(String),
}

impl fmt::Display for PaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PaceError::NoUnit => write!(f, "a pace needs a unit, /km or /mi"),
            PaceError::UnknownUnit(u) => write!(f, "unknown unit {u:?}"),
            PaceError::BadClock(c) => write!(f, "not a time: {c:?}"),
        }
    }
}

fn div_round(num: u64, den: u64) -> u32 {
    ((num + den / 2) / den) as u32
}

/// A pace, kept in whole seconds per kilometre.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pace {
    secs_per_km: u32,
}

impl Pace {
    pub fn from_secs_per_km(secs_per_km: u32) -> Pace {
        Pace { secs_per_km }
    }

    /// The pace of a run of `metres` in `secs`.
    pub fn of_run(metres: u32, secs: u32) -> Pace {
        Pace { secs_per_km: div_round(secs as u64 * 1000, metres as u64) }
    }

    /// Parses "4:30/km" or "7:15/mi".
    pub fn parse(text: &str) -> Result<Pace, PaceError> {
        let (time, unit) = text.trim().split_once('/').ok_or(PaceError::NoUnit)?;
        let secs = clock::parse(time).ok_or_else(|| PaceError::BadClock(time.to_string()))?;
        match unit {
            "km" => Ok(Pace { secs_per_km: secs }),
            "mi" => Ok(Pace { secs_per_km: div_round(secs as u64 * 1000, METRES_PER_MILE as u64) }),
            other => Err(PaceError::UnknownUnit(other.to_string())),
        }
    }

    pub fn secs_per_km(&self) -> u32 {
        self.secs_per_km
    }

    /// Seconds to run `metres` at this pace.
    pub fn finish(&self, metres: u32) -> u32 {
        div_round(self.secs_per_km as u64 * metres as u64, 1000)
    }
}

impl fmt::Display for Pace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/km", clock::format(self.secs_per_km))
    }
}

/// The running times at every `every` metres of a run of `metres`, and at its finish.
pub fn splits(pace: Pace, metres: u32, every: u32) -> Vec<u32> {
    let mut marks: Vec<u32> = (1..).map(|i| i * every).take_while(|&m| m < metres).collect();
    marks.push(metres);
    marks.into_iter().map(|m| pace.finish(m)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pace_of_a_run_rounds_to_the_second() {
        assert_eq!(Pace::of_run(10_000, 2_705).secs_per_km(), 271);
        assert_eq!(Pace::of_run(5_000, 1_502).secs_per_km(), 300);
    }

    #[test]
    fn displays_per_km() {
        assert_eq!(Pace::from_secs_per_km(270).to_string(), "4:30/km");
    }

    #[test]
    fn parse_errors() {
        assert_eq!(Pace::parse("4:30"), Err(PaceError::NoUnit));
        assert_eq!(Pace::parse("4:30/yd"), Err(PaceError::UnknownUnit("yd".into())));
        assert_eq!(Pace::parse("4:3/km"), Err(PaceError::BadClock("4:3".into())));
    }
}
