//! Sums over a day's scan log.

use std::collections::BTreeMap;

use crate::gate::{Decision, Scan};
use crate::pass::Lift;

/// Rides (opened scans) per lift.
pub fn rides_per_lift(log: &[Scan]) -> BTreeMap<Lift, usize> {
    let mut counts = BTreeMap::new();
    for scan in log.iter().filter(|s| s.decision == Decision::Open) {
        *counts.entry(scan.lift).or_insert(0) += 1;
    }
    counts
}

/// Refused scans, in log order.
pub fn refusals(log: &[Scan]) -> Vec<&Scan> {
    log.iter().filter(|s| s.decision != Decision::Open).collect()
}
