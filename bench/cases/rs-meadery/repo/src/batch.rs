//! A batch of mead and its fermentation log.

use crate::gravity;
use crate::honey::Honey;
use crate::nutrients::NitrogenNeed;

/// One hydrometer reading.
#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    /// Days since the yeast was pitched.
    pub day: u32,
    /// Gravity as read off the hydrometer.
    pub sg: f64,
    /// Temperature of the sample, °C.
    pub temp_c: f64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// No reading since the original gravity.
    Pitched,
    Fermenting,
    /// No drop over the last three readings while still sweet.
    Stalled,
    /// Three steady readings over at least two days at a dry-enough gravity.
    Finished,
}

/// Gravity below which a steady batch counts as finished, not stuck.
pub const STUCK_ABOVE: f64 = 1.020;

/// How close two readings must be (in SG) to count as the same.
const STEADY: f64 = 0.0005;

#[derive(Debug, Clone)]
pub struct Batch {
    pub name: String,
    pub litres: f64,
    pub honey: Honey,
    pub honey_kg: f64,
    pub yeast: String,
    pub need: NitrogenNeed,
    /// Original gravity reading (taken at `og_temp_c`).
    pub og_reading: f64,
    pub og_temp_c: f64,
    pub readings: Vec<Reading>,
}

impl Batch {
    pub fn new(name: &str, litres: f64, honey: Honey, honey_kg: f64, yeast: &str, need: NitrogenNeed) -> Self {
        Batch {
            name: name.to_string(),
            litres,
            honey,
            honey_kg,
            yeast: yeast.to_string(),
            need,
            og_reading: 1.0,
            og_temp_c: gravity::CALIBRATION_C,
            readings: Vec::new(),
        }
    }

    /// Records the original gravity reading.
    pub fn pitch(&mut self, sg: f64, temp_c: f64) {
        self.og_reading = sg;
        self.og_temp_c = temp_c;
    }

    /// Adds a reading; readings must come in day order.
    pub fn log(&mut self, day: u32, sg: f64, temp_c: f64) -> Result<(), String> {
        if let Some(last) = self.readings.last() {
            if day < last.day {
                return Err(format!("day {day} is before the last reading (day {})", last.day));
            }
        }
        if !(0.980..=1.200).contains(&sg) {
            return Err(format!("{sg} is not a plausible gravity"));
        }
        self.readings.push(Reading { day, sg, temp_c });
        Ok(())
    }

    /// Original gravity, temperature-corrected.
    pub fn og(&self) -> f64 {
        gravity::correct(self.og_reading, self.og_temp_c)
    }

    /// The gravity the honey should have given.
    pub fn expected_og(&self) -> f64 {
        self.honey.gravity(self.honey_kg, self.litres)
    }

    /// Temperature-corrected gravities of the log, in order.
    pub fn gravities(&self) -> Vec<f64> {
        self.readings.iter().map(|r| gravity::correct(r.sg, r.temp_c)).collect()
    }

    /// Latest corrected gravity (the OG before any reading).
    pub fn current(&self) -> f64 {
        self.gravities().last().copied().unwrap_or_else(|| self.og())
    }

    pub fn abv(&self) -> f64 {
        gravity::abv(self.og(), self.current())
    }

    pub fn attenuation(&self) -> f64 {
        gravity::attenuation(self.og(), self.current())
    }

    pub fn status(&self) -> Status {
        let g = self.gravities();
        if g.is_empty() {
            return Status::Pitched;
        }
        if g.len() < 3 {
            return Status::Fermenting;
        }
        let last3 = &g[g.len() - 3..];
        let steady = last3.iter().all(|x| (x - last3[2]).abs() <= STEADY);
        if !steady {
            return Status::Fermenting;
        }
        let days = self.readings[self.readings.len() - 1].day - self.readings[self.readings.len() - 3].day;
        if last3[2] > STUCK_ABOVE {
            Status::Stalled
        } else if days >= 2 {
            Status::Finished
        } else {
            Status::Fermenting
        }
    }

    /// Whether the one-third sugar break has been reached.
    pub fn past_sugar_break(&self) -> bool {
        self.current() <= crate::nutrients::sugar_break(self.og())
    }
}
