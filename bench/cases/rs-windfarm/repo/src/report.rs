//! The monthly operations summary.

use std::collections::BTreeMap;
use std::fmt::Write;

use crate::availability::time_availability;
use crate::curve::PowerCurve;
use crate::energy::{lost_kwh, produced_kwh};
use crate::scada::Record;

/// One month of the farm.
#[derive(Debug, Clone, PartialEq)]
pub struct MonthSummary {
    pub year: u16,
    pub month: u8,
    pub produced_mwh: f64,
    pub lost_mwh: f64,
    /// Time-based availability, `None` when every period was excluded.
    pub availability: Option<f64>,
}

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// Summaries of each month that has records, in date order.
pub fn monthly(records: &[Record], curve: &PowerCurve) -> Vec<MonthSummary> {
    let mut months: BTreeMap<(u16, u8), Vec<Record>> = BTreeMap::new();
    for record in records {
        months
            .entry((record.stamp.year, record.stamp.month))
            .or_default()
            .push(record.clone());
    }
    months
        .into_iter()
        .map(|((year, month), rs)| MonthSummary {
            year,
            month,
            produced_mwh: produced_kwh(&rs) / 1000.0,
            lost_mwh: lost_kwh(&rs, curve) / 1000.0,
            availability: time_availability(&rs),
        })
        .collect()
}

/// The summary as a fixed-width table.
pub fn render(summaries: &[MonthSummary]) -> String {
    let mut out = String::new();
    writeln!(out, "{:<8} {:>10} {:>9} {:>7}", "Month", "Prod MWh", "Lost MWh", "Avail").unwrap();
    let mut produced = 0.0;
    let mut lost = 0.0;
    for s in summaries {
        let avail = match s.availability {
            Some(a) => format!("{:.1}%", a * 100.0),
            None => "-".to_string(),
        };
        writeln!(
            out,
            "{:<8} {:>10.1} {:>9.1} {:>7}",
            format!("{} {}", MONTHS[(s.month - 1) as usize], s.year),
            s.produced_mwh,
            s.lost_mwh,
            avail
        )
        .unwrap();
        produced += s.produced_mwh;
        lost += s.lost_mwh;
    }
    writeln!(out, "{:<8} {:>10.1} {:>9.1}", "Total", produced, lost).unwrap();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_missing_availability_as_a_dash() {
        let s = MonthSummary {
            year: 2024,
            month: 2,
            produced_mwh: 0.0,
            lost_mwh: 0.0,
            availability: None,
        };
        let text = render(&[s]);
        assert!(text.contains("Feb 2024        0.0       0.0       -"), "{}", text);
    }
}
