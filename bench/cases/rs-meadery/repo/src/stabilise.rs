//! Stabilising a finished mead: sulphite, sorbate and back-sweetening.

use crate::gravity;
use crate::honey::Honey;

/// Molecular SO2 (mg/L) that keeps a white wine or mead stable.
pub const MOLECULAR_SO2: f64 = 0.8;

/// Share of potassium metabisulphite's weight that becomes SO2.
const KMETA_SO2_SHARE: f64 = 0.576;

/// Free SO2 (mg/L) needed at a given pH for the molecular target.
pub fn free_so2_for_ph(ph: f64) -> f64 {
    MOLECULAR_SO2 * (1.0 + 10f64.powf(ph - 1.81))
}

/// Grams of potassium metabisulphite to raise free SO2 by `ppm` in `litres`.
pub fn kmeta_grams(ppm: f64, litres: f64) -> f64 {
    ppm * litres / 1000.0 / KMETA_SO2_SHARE
}

/// Sorbic acid (mg/L) needed at a given strength: less as alcohol rises.
pub fn sorbic_acid_ppm(abv: f64) -> f64 {
    if abv < 10.0 {
        200.0
    } else if abv < 12.0 {
        175.0
    } else if abv < 14.0 {
        150.0
    } else {
        125.0
    }
}

/// Grams of potassium sorbate for `litres` at `abv`.
pub fn sorbate_grams(abv: f64, litres: f64) -> f64 {
    sorbic_acid_ppm(abv) * litres / 1000.0 * 1.34
}

/// Kilograms of honey to sweeten from `fg` to `target` in `litres`.
pub fn backsweeten_kg(honey: &Honey, fg: f64, target: f64, litres: f64) -> f64 {
    if target <= fg {
        return 0.0;
    }
    honey.kg_for_points(gravity::points(target) - gravity::points(fg), litres)
}

/// Sweetness names by final gravity.
pub fn sweetness(fg: f64) -> &'static str {
    if fg < 1.000 {
        "bone dry"
    } else if fg < 1.010 {
        "dry"
    } else if fg < 1.020 {
        "semi-sweet"
    } else if fg < 1.030 {
        "sweet"
    } else {
        "dessert"
    }
}
