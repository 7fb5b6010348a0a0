//! The daily water balance.

use crate::curve::{Curve, CurveError};
use crate::weir::Weir;

/// One day's measured and planned quantities.
#[derive(Debug, Clone, Copy, Default)]
pub struct Day {
    /// gauged inflow from the feeder streams, Ml
    pub inflow: f64,
    /// rainfall on the water surface, mm
    pub rain_mm: f64,
    /// open-water evaporation, mm
    pub evaporation_mm: f64,
    /// abstraction to the treatment works, Ml
    pub abstraction: f64,
}

/// What happened to the reservoir over one day.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DayResult {
    pub storage: f64,
    pub level: f64,
    pub spill: f64,
    pub compensation: f64,
    /// abstraction that could not be met because the reservoir was at dead storage, Ml
    pub shortfall: f64,
}

#[derive(Debug, Clone)]
pub struct Reservoir {
    pub curve: Curve,
    pub weir: Weir,
    /// water surface area used for rain and evaporation, km²
    pub surface_km2: f64,
    /// compensation flow owed to the river below the dam, m³/s
    pub compensation_cumecs: f64,
    /// storage below the lowest draw-off, Ml
    pub dead_storage: f64,
    pub storage: f64,
}

impl Reservoir {
    /// Storage (Ml) at the weir crest, the reservoir's top water level.
    pub fn top_water(&self) -> Result<f64, CurveError> {
        self.curve.storage_at(self.weir.crest)
    }

    /// Compensation flow for a day, Ml.
    pub fn compensation_ml(&self) -> f64 {
        self.compensation_cumecs * 86.4
    }

    /// Runs one day: gains and losses first, then whatever stands above top
    /// water spills; abstraction stops at dead storage.
    pub fn step(&mut self, day: &Day) -> Result<DayResult, CurveError> {
        let rain = day.rain_mm * self.surface_km2;
        let evaporation = day.evaporation_mm * self.surface_km2;
        let compensation = self.compensation_ml();

        let mut storage = self.storage + day.inflow + rain - evaporation - compensation;
        let available = (storage - self.dead_storage).max(0.0);
        let abstraction = day.abstraction.min(available);
        let shortfall = day.abstraction - abstraction;
        storage -= abstraction;

        let top = self.top_water()?;
        let spill = (storage - top).max(0.0);
        storage -= spill;
        storage = storage.max(0.0);

        self.storage = storage;
        Ok(DayResult {
            storage,
            level: self.curve.level_at(storage)?,
            spill,
            compensation,
            shortfall,
        })
    }

    /// Runs a sequence of days.
    pub fn run(&mut self, days: &[Day]) -> Result<Vec<DayResult>, CurveError> {
        days.iter().map(|d| self.step(d)).collect()
    }
}
