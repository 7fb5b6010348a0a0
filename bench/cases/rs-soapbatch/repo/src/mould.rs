/// Grams of oil that fill one cubic centimetre of mould once lye and water
/// are added: the usual 0.40 oz per cubic inch.
pub const OIL_PER_CM3: f64 = 0.40 * 28.3495 / 16.387;

/// Oil weight in grams for a rectangular loaf mould, inside dimensions in cm.
pub fn loaf_oil_grams(length: f64, width: f64, height: f64) -> f64 {
    length * width * height * OIL_PER_CM3
}

#[cfg(test)]
mod tests {
    #[test]
    fn loaf_mould() {
        let g = super::loaf_oil_grams(25.0, 9.0, 7.0);
        assert!((g - 1089.9).abs() < 0.1, "{g}");
    }
}
