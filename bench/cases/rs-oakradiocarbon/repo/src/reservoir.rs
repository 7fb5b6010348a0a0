//! Marine reservoir offsets: sea water is older than the air.

use crate::age::Age;

/// The global marine reservoir age R(t) and the local ΔR for the
/// collection site, each with its 1σ error, in 14C years.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ReservoirOffset {
    pub global: f64,
    pub global_err: f64,
    pub delta_r: f64,
    pub delta_r_err: f64,
}

/// The global average used when no better estimate is given.
pub const GLOBAL_RESERVOIR: f64 = 400.0;

impl ReservoirOffset {
    pub fn local(delta_r: f64, delta_r_err: f64) -> Self {
        ReservoirOffset { global: GLOBAL_RESERVOIR, global_err: 0.0, delta_r, delta_r_err }
    }
}

/// A marine sample's age with the reservoir offset removed; the errors add
/// in quadrature.
pub fn marine_corrected(age: Age, offset: ReservoirOffset) -> Age {
    Age {
        years: age.years - (offset.global + offset.delta_r),
        error: (age.error.powi(2) + offset.global_err.powi(2) + offset.delta_r_err.powi(2)).sqrt(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offset_is_taken_off_and_errors_add_in_quadrature() {
        let age = Age { years: 3000.0, error: 30.0 };
        let corrected = marine_corrected(age, ReservoirOffset::local(-60.0, 40.0));
        assert_eq!(corrected.years, 2660.0);
        assert_eq!(corrected.error, 50.0);
    }
}
