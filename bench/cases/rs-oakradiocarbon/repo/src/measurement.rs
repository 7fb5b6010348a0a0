//! From the accelerator's isotope ratios to the fraction modern (F14C).

/// The 14C/12C ratios measured on one target, with the wheel's standard
/// (oxalic acid II, already scaled to the modern reference) and the process
/// blank, and the sample's δ13C in per mil.
#[derive(Debug, Clone, PartialEq)]
pub struct Measurement {
    pub lab_code: String,
    pub sample_ratio: f64,
    pub sample_ratio_err: f64,
    pub standard_ratio: f64,
    pub blank_ratio: f64,
    pub d13c_permil: f64,
}

/// δ13C every result is normalised to, in per mil (wood).
pub const D13C_REFERENCE: f64 = -25.0;

/// Fraction modern with its 1σ error: blank-subtracted, relative to the
/// standard, and normalised for isotopic fractionation to δ13C = −25‰.
/// Fractionation in 14C is twice that in 13C, hence the square.
pub fn fraction_modern(m: &Measurement) -> (f64, f64) {
    let net = m.sample_ratio - m.blank_ratio;
    let std = m.standard_ratio - m.blank_ratio;
    let fractionation = ((1.0 + D13C_REFERENCE / 1000.0) / (1.0 + m.d13c_permil / 1000.0)).powi(2);
    let f = net / std * fractionation;
    let err = m.sample_ratio_err / std * fractionation;
    (f, err)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn target(sample: f64, d13c: f64) -> Measurement {
        Measurement {
            lab_code: "T-1".into(),
            sample_ratio: sample,
            sample_ratio_err: 0.004,
            standard_ratio: 1.0,
            blank_ratio: 0.0,
            d13c_permil: d13c,
        }
    }

    #[test]
    fn wood_at_minus_25_needs_no_normalisation() {
        let (f, err) = fraction_modern(&target(0.5, -25.0));
        assert!((f - 0.5).abs() < 1e-12);
        assert!((err - 0.004).abs() < 1e-12);
    }

    #[test]
    fn marine_shell_is_normalised_down() {
        // δ13C = 0‰: 14C is enriched by about 5%, so F is scaled by (0.975)^2.
        let (f, _) = fraction_modern(&target(0.5, 0.0));
        assert!((f - 0.5 * 0.975 * 0.975).abs() < 1e-12);
    }

    #[test]
    fn blank_is_subtracted_from_sample_and_standard() {
        let mut m = target(0.51, -25.0);
        m.blank_ratio = 0.01;
        m.standard_ratio = 1.01;
        let (f, _) = fraction_modern(&m);
        assert!((f - 0.5).abs() < 1e-12);
    }
}
