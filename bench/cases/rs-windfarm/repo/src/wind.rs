//! The wind resource: air density, shear between heights and the Weibull distribution.

/// Air density of the ISO standard atmosphere at sea level, kg/m³.
pub const STD_AIR_DENSITY: f64 = 1.225;

/// Specific gas constant of dry air, J/(kg·K).
const R_DRY_AIR: f64 = 287.05;

/// Density of dry air in kg/m³ from the station pressure in hPa and the temperature in °C.
pub fn air_density(pressure_hpa: f64, temp_c: f64) -> f64 {
    (pressure_hpa * 100.0) / (R_DRY_AIR * (temp_c + 273.15))
}

/// Carries a wind speed measured at `from_height` (m) to `to_height` (m) with the power law
/// v2 = v1 · (h2 / h1)^α.
pub fn extrapolate_speed(speed: f64, from_height: f64, to_height: f64, alpha: f64) -> f64 {
    speed * (to_height / from_height).powf(alpha)
}

/// The power-law shear exponent α from mean speeds measured at two heights.
pub fn shear_exponent(v_low: f64, h_low: f64, v_high: f64, h_high: f64) -> f64 {
    (v_high / v_low).ln() / (h_high / h_low).ln()
}

/// The gamma function (Lanczos approximation, g = 7), good to about 15 digits for x > 0.
pub fn gamma(x: f64) -> f64 {
    const G: f64 = 7.0;
    const COEFFS: [f64; 9] = [
        0.999_999_999_999_809_9,
        676.520_368_121_885_1,
        -1_259.139_216_722_402_8,
        771.323_428_777_653_1,
        -176.615_029_162_140_6,
        12.507_343_278_686_905,
        -0.138_571_095_265_720_12,
        9.984_369_578_019_572e-6,
        1.505_632_735_149_311_6e-7,
    ];
    if x < 0.5 {
        // reflection formula
        return std::f64::consts::PI / ((std::f64::consts::PI * x).sin() * gamma(1.0 - x));
    }
    let x = x - 1.0;
    let mut a = COEFFS[0];
    let t = x + G + 0.5;
    for (i, c) in COEFFS.iter().enumerate().skip(1) {
        a += c / (x + i as f64);
    }
    (2.0 * std::f64::consts::PI).sqrt() * t.powf(x + 0.5) * (-t).exp() * a
}

/// A two-parameter Weibull distribution of wind speed: shape `k`, scale `c` in m/s.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Weibull {
    pub k: f64,
    pub c: f64,
}

impl Weibull {
    pub fn new(k: f64, c: f64) -> Weibull {
        Weibull { k, c }
    }

    /// The Rayleigh distribution (k = 2) with the given mean speed.
    pub fn rayleigh(mean: f64) -> Weibull {
        Weibull::new(2.0, mean / gamma(1.5))
    }

    pub fn pdf(&self, v: f64) -> f64 {
        if v < 0.0 {
            return 0.0;
        }
        let r = v / self.c;
        (self.k / self.c) * r.powf(self.k - 1.0) * (-r.powf(self.k)).exp()
    }

    pub fn cdf(&self, v: f64) -> f64 {
        if v <= 0.0 {
            return 0.0;
        }
        1.0 - (-(v / self.c).powf(self.k)).exp()
    }

    /// The share of time the speed lies between `low` and `high`.
    pub fn probability_between(&self, low: f64, high: f64) -> f64 {
        self.cdf(high) - self.cdf(low)
    }

    pub fn mean(&self) -> f64 {
        self.c * gamma(1.0 + 1.0 / self.k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tol: f64) -> bool {
        (a - b).abs() <= tol
    }

    #[test]
    fn standard_atmosphere_density() {
        assert!(close(air_density(1013.25, 15.0), 1.225, 1e-3));
        assert!(air_density(1013.25, 30.0) < air_density(1013.25, 0.0));
    }

    #[test]
    fn shear_round_trip() {
        let alpha = shear_exponent(6.0, 40.0, 6.6, 80.0);
        assert!(close(alpha, 0.1375, 1e-4));
        assert!(close(extrapolate_speed(6.0, 40.0, 80.0, alpha), 6.6, 1e-9));
        assert!(close(extrapolate_speed(6.6, 80.0, 40.0, alpha), 6.0, 1e-9));
    }

    #[test]
    fn gamma_values() {
        assert!(close(gamma(1.0), 1.0, 1e-12));
        assert!(close(gamma(5.0), 24.0, 1e-9));
        assert!(close(gamma(0.5), std::f64::consts::PI.sqrt(), 1e-12));
        assert!(close(gamma(1.5), 0.886_226_925_452_758, 1e-12));
    }

    #[test]
    fn weibull_shape() {
        let w = Weibull::new(2.0, 8.0);
        assert!(close(w.cdf(8.0), 1.0 - (-1.0f64).exp(), 1e-12));
        assert_eq!(w.cdf(-1.0), 0.0);
        assert_eq!(w.pdf(-1.0), 0.0);
        assert!(close(w.probability_between(0.0, 1000.0), 1.0, 1e-12));
        assert!(close(w.mean(), 8.0 * 0.886_226_925_452_758, 1e-9));
    }

    #[test]
    fn rayleigh_keeps_its_mean() {
        let w = Weibull::rayleigh(7.0);
        assert_eq!(w.k, 2.0);
        assert!(close(w.mean(), 7.0, 1e-9));
    }
}
