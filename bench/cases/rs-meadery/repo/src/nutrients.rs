//! Staggered organic nutrient additions (TOSNA style).
//!
//! The yeast's nitrogen (YAN) target comes from the must's Brix and how hungry
//! the yeast strain is; Fermaid-O is split into four equal additions: after
//! 24, 48 and 72 hours, and at the one-third sugar break.

use crate::gravity;

/// How much nitrogen a yeast strain needs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum NitrogenNeed {
    Low,
    Medium,
    High,
}

impl NitrogenNeed {
    fn factor(self) -> f64 {
        match self {
            NitrogenNeed::Low => 0.75,
            NitrogenNeed::Medium => 0.90,
            NitrogenNeed::High => 1.25,
        }
    }
}

/// YAN (ppm) one gram of Fermaid-O per litre is worth, counting organic
/// nitrogen as four times as effective as DAP.
pub const FERMAID_O_PPM_PER_G_L: f64 = 160.0;

/// When an addition goes in.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Trigger {
    /// Hours after pitching the yeast.
    Hours(u32),
    /// When the gravity has fallen to this reading.
    Gravity(f64),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Addition {
    pub trigger: Trigger,
    pub grams: f64,
}

/// Target yeast assimilable nitrogen (ppm) for a must of `og`.
pub fn yan_target(og: f64, need: NitrogenNeed) -> f64 {
    gravity::brix(og) * 10.0 * need.factor()
}

/// Total Fermaid-O (grams) for `litres` of must.
pub fn fermaid_o_total(og: f64, litres: f64, need: NitrogenNeed) -> f64 {
    yan_target(og, need) * litres / FERMAID_O_PPM_PER_G_L
}

/// Gravity at the one-third sugar break: a third of the points are gone.
pub fn sugar_break(og: f64) -> f64 {
    gravity::from_points(gravity::points(og) * 2.0 / 3.0)
}

/// The four additions for a batch.
pub fn schedule(og: f64, litres: f64, need: NitrogenNeed) -> Vec<Addition> {
    let each = fermaid_o_total(og, litres, need) / 4.0;
    vec![
        Addition { trigger: Trigger::Hours(24), grams: each },
        Addition { trigger: Trigger::Hours(48), grams: each },
        Addition { trigger: Trigger::Hours(72), grams: each },
        Addition { trigger: Trigger::Gravity(gravity::round3(sugar_break(og))), grams: each },
    ]
}
