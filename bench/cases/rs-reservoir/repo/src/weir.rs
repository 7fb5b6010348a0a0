//! Spill over the overflow weir.

/// The overflow weir: a broad-crested weir with its crest at top water level.
#[derive(Debug, Clone, Copy)]
pub struct Weir {
    /// crest level, metres above datum
    pub crest: f64,
    /// crest length in metres
    pub length: f64,
    /// discharge coefficient (m^0.5/s), about 1.7 for a broad crest
    pub coefficient: f64,
}

impl Weir {
    pub fn broad_crested(crest: f64, length: f64) -> Weir {
        Weir { crest, length, coefficient: 1.7 }
    }

    /// Head over the crest (m) at a water level; zero below the crest.
    pub fn head(&self, level: f64) -> f64 {
        (level - self.crest).max(0.0)
    }

    /// Flow over the weir in m³/s: Q = C·L·H^1.5.
    pub fn discharge(&self, level: f64) -> f64 {
        self.coefficient * self.length * self.head(level).powf(1.5)
    }

    /// The day's spill (Ml) if the level held all day: m³/s × 86 400 s ÷ 1 000 m³/Ml.
    pub fn spill_ml_per_day(&self, level: f64) -> f64 {
        self.discharge(level) * 86.4
    }

    /// The level (m) at which the weir passes a flow (m³/s), inverting the weir equation.
    pub fn level_for(&self, cumecs: f64) -> f64 {
        if cumecs <= 0.0 {
            return self.crest;
        }
        self.crest + (cumecs / (self.coefficient * self.length)).powf(2.0 / 3.0)
    }
}
