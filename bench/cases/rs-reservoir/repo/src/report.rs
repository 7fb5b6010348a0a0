//! The weekly operations summary.

use crate::balance::DayResult;
use crate::control::{ControlCurves, Status};
use crate::curve::Curve;

#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    pub days: usize,
    pub end_storage: f64,
    pub end_level: f64,
    pub percent_full: f64,
    pub total_spill: f64,
    pub spill_days: usize,
    pub total_shortfall: f64,
    pub status: Status,
}

/// Sums up a run of days ending in `month`.
pub fn summarise(results: &[DayResult], curve: &Curve, curves: &ControlCurves, month: u32) -> Option<Summary> {
    let last = results.last()?;
    let percent_full = curve.percent_full(last.storage);
    Some(Summary {
        days: results.len(),
        end_storage: last.storage,
        end_level: last.level,
        percent_full,
        total_spill: results.iter().map(|r| r.spill).sum(),
        spill_days: results.iter().filter(|r| r.spill > 0.0).count(),
        total_shortfall: results.iter().map(|r| r.shortfall).sum(),
        status: curves.status(month, percent_full),
    })
}

/// The summary as the lines sent to the operations manager.
pub fn render(summary: &Summary) -> String {
    let mut lines = vec![
        format!("Days: {}", summary.days),
        format!(
            "Storage: {:.0} Ml ({:.1}% full), level {:.2} m",
            summary.end_storage, summary.percent_full, summary.end_level
        ),
    ];
    if summary.spill_days > 0 {
        lines.push(format!("Spilled {:.1} Ml on {} day(s)", summary.total_spill, summary.spill_days));
    }
    if summary.total_shortfall > 0.0 {
        lines.push(format!("Supply shortfall: {:.1} Ml", summary.total_shortfall));
    }
    lines.push(format!("Status: {}", summary.status));
    lines.join("\n")
}
