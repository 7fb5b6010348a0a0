//! Honey and the gravity it gives.

use crate::gravity;

/// Gravity points one kilogram of honey (80 % sugar) gives in one litre of must.
/// (The familiar 35 points per pound per US gallon.)
pub const POINTS_PER_KG_L: f64 = 292.1;

/// Sugar share of the honey `POINTS_PER_KG_L` is measured for.
const REFERENCE_SUGAR: f64 = 0.80;

#[derive(Debug, Clone, PartialEq)]
pub struct Honey {
    pub name: String,
    /// Fermentable sugar as a fraction of weight, e.g. 0.80.
    pub sugar: f64,
}

impl Honey {
    pub fn new(name: &str, sugar: f64) -> Self {
        Honey { name: name.to_string(), sugar }
    }

    /// Gravity points per kilogram in one litre for this honey.
    pub fn points_per_kg_l(&self) -> f64 {
        POINTS_PER_KG_L * self.sugar / REFERENCE_SUGAR
    }

    /// Kilograms of this honey for `points` gravity points in `litres` of must.
    pub fn kg_for_points(&self, points: f64, litres: f64) -> f64 {
        points * litres / self.points_per_kg_l()
    }

    /// Kilograms of this honey for a must of `og` in `litres`.
    pub fn kg_for_gravity(&self, og: f64, litres: f64) -> f64 {
        self.kg_for_points(gravity::points(og), litres)
    }

    /// Original gravity of `kg` of this honey made up to `litres`.
    pub fn gravity(&self, kg: f64, litres: f64) -> f64 {
        gravity::from_points(kg * self.points_per_kg_l() / litres)
    }
}

/// Honeys we buy, with typical sugar content.
pub fn varieties() -> Vec<Honey> {
    vec![
        Honey::new("wildflower", 0.80),
        Honey::new("clover", 0.81),
        Honey::new("orange blossom", 0.80),
        Honey::new("buckwheat", 0.78),
        Honey::new("heather", 0.76),
    ]
}

/// Looks a variety up by name (case-insensitive).
pub fn variety(name: &str) -> Option<Honey> {
    varieties().into_iter().find(|h| h.name.eq_ignore_ascii_case(name))
}
