//! Energy: what the turbines produced, what they lost while unavailable, and the long-term
//! annual energy production of a turbine on a Weibull wind climate.

use crate::availability::is_available;
use crate::curve::PowerCurve;
use crate::scada::Record;
use crate::wind::Weibull;

/// Length of one SCADA period in hours.
pub const PERIOD_HOURS: f64 = 10.0 / 60.0;

/// Hours in an average year (365.25 days).
pub const HOURS_PER_YEAR: f64 = 8766.0;

/// Width of the wind speed bins of the yield calculation, m/s.
pub const BIN_WIDTH: f64 = 0.5;

/// Highest wind speed the yield calculation looks at, m/s.
pub const MAX_SPEED: f64 = 30.0;

/// Energy exported, kWh; periods of negative power (the turbine drawing from the grid) count as
/// nothing.
pub fn produced_kwh(records: &[Record]) -> f64 {
    records.iter().map(|r| r.power_kw.max(0.0) * PERIOD_HOURS).sum()
}

/// Energy the turbines would have made in their unavailable periods, from the power curve at the
/// measured wind speed, kWh.
pub fn lost_kwh(records: &[Record], curve: &PowerCurve) -> f64 {
    records
        .iter()
        .filter(|r| is_available(r.status) == Some(false))
        .map(|r| curve.power_at(r.wind_ms) * PERIOD_HOURS)
        .sum()
}

/// Produced energy over produced plus lost, or `None` when both are zero.
pub fn energy_availability(records: &[Record], curve: &PowerCurve) -> Option<f64> {
    let produced = produced_kwh(records);
    let lost = lost_kwh(records, curve);
    if produced + lost <= 0.0 {
        None
    } else {
        Some(produced / (produced + lost))
    }
}

/// Gross annual energy production in MWh of one turbine with this curve on this wind climate,
/// then reduced by `losses` (a fraction: wake, electrical, availability together).
pub fn aep_mwh(curve: &PowerCurve, climate: &Weibull, losses: f64) -> f64 {
    let bins = (MAX_SPEED / BIN_WIDTH).round() as usize;
    let mut kwh = 0.0;
    for i in 0..bins {
        let low = i as f64 * BIN_WIDTH;
        let high = low + BIN_WIDTH;
        let share = climate.probability_between(low, high);
        kwh += share * HOURS_PER_YEAR * curve.power_at(low + BIN_WIDTH / 2.0);
    }
    kwh / 1000.0 * (1.0 - losses)
}

/// Capacity factor: annual energy over what the rated power would make all year.
pub fn capacity_factor(aep_mwh: f64, rated_kw: f64) -> f64 {
    aep_mwh * 1000.0 / (rated_kw * HOURS_PER_YEAR)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::curve::reference_2mw;
    use crate::scada::parse_line;

    #[test]
    fn produced_ignores_import() {
        let rs = vec![
            parse_line("2024-03-01 00:00,WT01,8.0,600.0,OK").unwrap(),
            parse_line("2024-03-01 00:10,WT01,2.0,-6.0,LOWWIND").unwrap(),
        ];
        assert!((produced_kwh(&rs) - 100.0).abs() < 1e-9);
    }

    #[test]
    fn lost_only_when_unavailable() {
        let curve = reference_2mw();
        let rs = vec![
            parse_line("2024-03-01 00:00,WT01,8.0,0.0,MAINT").unwrap(),
            parse_line("2024-03-01 00:10,WT01,8.0,0.0,GRID").unwrap(),
            parse_line("2024-03-01 00:20,WT01,8.0,0.0,CURTAIL").unwrap(),
        ];
        assert!((lost_kwh(&rs, &curve) - 1000.0 / 6.0).abs() < 1e-9);
        assert_eq!(energy_availability(&rs, &curve), Some(0.0));
    }

    #[test]
    fn yield_grows_with_the_wind() {
        let curve = reference_2mw();
        let low = aep_mwh(&curve, &Weibull::rayleigh(6.0), 0.0);
        let high = aep_mwh(&curve, &Weibull::rayleigh(8.0), 0.0);
        assert!(high > low);
        let net = aep_mwh(&curve, &Weibull::rayleigh(8.0), 0.1);
        assert!((net - high * 0.9).abs() < 1e-6);
    }

    #[test]
    fn capacity_factor_of_a_full_year() {
        assert!((capacity_factor(2.0 * HOURS_PER_YEAR, 2000.0) - 1.0).abs() < 1e-12);
    }
}
