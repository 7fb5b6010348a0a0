//! Weights used at the bench and on the bullion market.
//!
//! Everything in the crate works in grams; troy ounces and pennyweights only
//! appear at the edges, where spot prices and old workshop books use them.

/// Grams in one troy ounce, the unit bullion prices are quoted in.
pub const GRAMS_PER_TROY_OUNCE: f64 = 31.103_476_8;

/// Grams in one pennyweight (1/20 troy ounce), still used by many casters.
pub const GRAMS_PER_PENNYWEIGHT: f64 = 1.555_173_84;

/// Cubic millimetres in one cubic centimetre.
pub const MM3_PER_CM3: f64 = 1000.0;

pub fn troy_ounces_to_grams(oz: f64) -> f64 {
    oz * GRAMS_PER_TROY_OUNCE
}

pub fn grams_to_troy_ounces(grams: f64) -> f64 {
    grams / GRAMS_PER_TROY_OUNCE
}

pub fn grams_to_dwt(grams: f64) -> f64 {
    grams / GRAMS_PER_PENNYWEIGHT
}

pub fn dwt_to_grams(dwt: f64) -> f64 {
    dwt * GRAMS_PER_PENNYWEIGHT
}

/// Weight in grams of a volume given in cubic millimetres of a metal whose
/// density is given in g/cm³.
pub fn grams_from_volume(volume_mm3: f64, density_g_cm3: f64) -> f64 {
    volume_mm3 / MM3_PER_CM3 * density_g_cm3
}

/// Rounds to the given number of decimal places (half away from zero).
pub fn round_to(value: f64, places: u32) -> f64 {
    let factor = 10f64.powi(places as i32);
    (value * factor).round() / factor
}

/// Formats a weight the way the workshop book writes it: two decimals and a unit.
pub fn format_grams(grams: f64) -> String {
    format!("{:.2} g", round_to(grams, 2))
}
