//! Specific gravity arithmetic.
//!
//! Gravities are plain `f64` specific gravities such as `1.105`. "Points" are
//! the thousandths above water: 1.105 is 105 points.

/// Temperature (°C) at which the hydrometers we use read true.
pub const CALIBRATION_C: f64 = 20.0;

/// Gravity points of a specific gravity: 1.105 -> 105.
pub fn points(sg: f64) -> f64 {
    (sg - 1.0) * 1000.0
}

/// Specific gravity from gravity points: 105 -> 1.105.
pub fn from_points(points: f64) -> f64 {
    1.0 + points / 1000.0
}

/// Alcohol by volume (%) from original and final gravity.
pub fn abv(og: f64, fg: f64) -> f64 {
    (og - fg) * 131.25
}

/// Apparent attenuation (%): the share of the original points the yeast has eaten.
pub fn attenuation(og: f64, fg: f64) -> f64 {
    let start = points(og);
    if start <= 0.0 {
        return 0.0;
    }
    (start - points(fg)) / start * 100.0
}

/// Degrees Brix of a specific gravity (cubic fit, good from 1.000 to 1.170).
pub fn brix(sg: f64) -> f64 {
    ((182.4601 * sg - 775.6821) * sg + 1262.7794) * sg - 669.5622
}

/// Specific gravity of a must of the given Brix.
pub fn sg_from_brix(brix: f64) -> f64 {
    1.0 + brix / (258.6 - (brix / 258.2) * 227.1)
}

fn fahrenheit(celsius: f64) -> f64 {
    celsius * 9.0 / 5.0 + 32.0
}

/// Density of water relative to its density at 60 °F, polynomial in °F.
fn water_factor(celsius: f64) -> f64 {
    let f = fahrenheit(celsius);
    1.00130346 - 0.000134722124 * f + 0.00000204052596 * f * f - 0.00000000232820948 * f * f * f
}

/// Hydrometer reading of a sample at `sample_c` corrected to what it would
/// read at the calibration temperature.
pub fn correct(reading: f64, sample_c: f64) -> f64 {
    reading * water_factor(sample_c) / water_factor(CALIBRATION_C)
}

/// Rounds a gravity to the three decimals a hydrometer shows.
pub fn round3(sg: f64) -> f64 {
    (sg * 1000.0).round() / 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_round_trip() {
        assert!((points(1.105) - 105.0).abs() < 1e-9);
        assert!((from_points(105.0) - 1.105).abs() < 1e-12);
    }

    #[test]
    fn brix_and_back() {
        let b = brix(1.100);
        assert!((b - 23.8).abs() < 0.1, "{b}");
        assert!((sg_from_brix(b) - 1.100).abs() < 0.0005);
    }
}
