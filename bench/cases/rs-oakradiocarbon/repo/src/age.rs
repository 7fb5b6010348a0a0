//! Conventional radiocarbon ages (years BP, before AD 1950).

/// The Libby half-life, by convention still used for conventional ages.
pub const LIBBY_HALF_LIFE: f64 = 5568.0;

/// The Libby mean-life, 5568 / ln 2, rounded as Stuiver & Polach give it.
pub const LIBBY_MEAN_LIFE: f64 = 8033.0;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Age {
    /// Years BP, unrounded.
    pub years: f64,
    /// 1σ error in years, unrounded.
    pub error: f64,
}

/// The conventional age of a fraction modern: −8033 ln F, with the error
/// propagated to first order (8033 σF / F). None for F ≤ 0.
pub fn conventional_age(f14c: f64, f14c_err: f64) -> Option<Age> {
    if f14c <= 0.0 {
        return None;
    }
    Some(Age {
        years: -LIBBY_MEAN_LIFE * f14c.ln(),
        error: LIBBY_MEAN_LIFE * f14c_err / f14c,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_modern_is_about_one_libby_half_life() {
        let age = conventional_age(0.5, 0.005).unwrap();
        assert!((age.years - 5568.0).abs() < 1.0, "{}", age.years);
        assert!((age.error - 80.33).abs() < 1e-9);
    }

    #[test]
    fn modern_is_zero_bp() {
        assert_eq!(conventional_age(1.0, 0.0).unwrap().years, 0.0);
    }

    #[test]
    fn no_age_without_carbon_14() {
        assert_eq!(conventional_age(0.0, 0.001), None);
    }
}
