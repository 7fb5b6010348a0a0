use crate::lye::LyeAmount;

/// Water for the lye solution, by the recipe's water:lye ratio.
pub fn water_by_ratio(lye: &LyeAmount, ratio: f64) -> f64 {
    lye.total() * ratio
}

/// Water for a lye solution of the given concentration (lye / (lye + water),
/// percent), the other way soapers state it.
pub fn water_by_concentration(lye: &LyeAmount, percent: f64) -> f64 {
    let total = lye.total();
    total / (percent / 100.0) - total
}
