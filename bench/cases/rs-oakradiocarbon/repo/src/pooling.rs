//! Combining several dates on one event (Ward & Wilson 1978): the
//! error-weighted mean, and the T statistic that says whether the dates can
//! be of the same age at all.

use crate::age::Age;

#[derive(Debug, Clone, PartialEq)]
pub struct Pooled {
    pub age: Age,
    /// T = Σ (Aᵢ − Aₚ)² / σᵢ²
    pub t: f64,
    /// The 95% critical value T is compared with.
    pub critical: f64,
}

impl Pooled {
    /// Whether the dates pass the test and the pooled age may be used.
    pub fn consistent(&self) -> bool {
        self.t <= self.critical
    }
}

/// 95% point of χ² for n dates (n − 1 degrees of freedom).
fn critical_95(n: usize) -> f64 {
    match n {
        2 => 3.84,
        3 => 5.99,
        4 => 7.81,
        5 => 9.49,
        6 => 11.07,
        _ => wilson_hilferty(n - 1),
    }
}

/// Wilson–Hilferty approximation of the 95% point of χ² with `df` degrees of freedom.
fn wilson_hilferty(df: usize) -> f64 {
    let k = df as f64;
    let z = 1.644_853_6;
    let a = 2.0 / (9.0 * k);
    k * (1.0 - a + z * a.sqrt()).powi(3)
}

/// Pools two or more dates. None for fewer than two dates or an error of 0.
pub fn pool(dates: &[Age]) -> Option<Pooled> {
    if dates.len() < 2 || dates.iter().any(|d| d.error <= 0.0) {
        return None;
    }
    let weights: Vec<f64> = dates.iter().map(|d| 1.0 / (d.error * d.error)).collect();
    let sum_w: f64 = weights.iter().sum();
    let mean = dates.iter().zip(&weights).map(|(d, w)| d.years * w).sum::<f64>() / sum_w;
    let t = dates.iter().zip(&weights).map(|(d, w)| (d.years - mean).powi(2) * w).sum();
    Some(Pooled {
        age: Age { years: mean, error: 1.0 / sum_w.sqrt() },
        t,
        critical: critical_95(dates.len()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(years: f64, error: f64) -> Age {
        Age { years, error }
    }

    #[test]
    fn equal_errors_give_the_plain_mean() {
        let p = pool(&[d(2000.0, 40.0), d(2100.0, 40.0)]).unwrap();
        assert_eq!(p.age.years, 2050.0);
        assert!((p.age.error - 40.0 / 2f64.sqrt()).abs() < 1e-9);
        assert!((p.t - 3.125).abs() < 1e-9);
    }

    #[test]
    fn wilson_hilferty_is_close_to_the_table() {
        assert!((wilson_hilferty(5) - 11.07).abs() < 0.05);
        assert!((wilson_hilferty(10) - 18.31).abs() < 0.05);
    }

    #[test]
    fn one_date_is_not_a_pool() {
        assert_eq!(pool(&[d(2000.0, 40.0)]), None);
        assert_eq!(pool(&[d(2000.0, 40.0), d(2000.0, 0.0)]), None);
    }
}
