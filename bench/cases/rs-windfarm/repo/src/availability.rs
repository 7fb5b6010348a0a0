//! Time-based availability: the share of the periods a turbine could have run in which it was
//! able to. Weather stops and curtailment count as available (the machine was fine), planned
//! maintenance and faults as unavailable, and grid outages are left out altogether since the
//! operator of the farm has no hand in them.

use std::collections::BTreeMap;

use crate::scada::{Record, Status};

/// Whether a period counts as available: `Some(true)` or `Some(false)`, or `None` when it is
/// excluded from the count.
pub fn is_available(status: Status) -> Option<bool> {
    match status {
        Status::Running | Status::LowWind | Status::Storm | Status::Curtailed => Some(true),
        Status::Maintenance | Status::Fault(_) => Some(false),
        Status::GridOutage => None,
    }
}

/// Available periods over counted periods, or `None` when no period counts.
pub fn time_availability(records: &[Record]) -> Option<f64> {
    let mut counted = 0usize;
    let mut available = 0usize;
    for record in records {
        if let Some(ok) = is_available(record.status) {
            counted += 1;
            if ok {
                available += 1;
            }
        }
    }
    if counted == 0 {
        None
    } else {
        Some(available as f64 / counted as f64)
    }
}

/// Time-based availability of each turbine, by turbine name.
pub fn by_turbine(records: &[Record]) -> BTreeMap<String, f64> {
    let mut groups: BTreeMap<String, Vec<Record>> = BTreeMap::new();
    for record in records {
        groups.entry(record.turbine.clone()).or_default().push(record.clone());
    }
    groups
        .into_iter()
        .filter_map(|(turbine, rs)| time_availability(&rs).map(|a| (turbine, a)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scada::parse_line;

    fn rec(turbine: &str, status: &str) -> Record {
        parse_line(&format!("2024-03-01 00:00,{},5.0,100.0,{}", turbine, status)).unwrap()
    }

    #[test]
    fn classes() {
        assert_eq!(is_available(Status::Storm), Some(true));
        assert_eq!(is_available(Status::Fault(7)), Some(false));
        assert_eq!(is_available(Status::GridOutage), None);
    }

    #[test]
    fn grid_outages_are_left_out() {
        let rs = vec![rec("WT01", "OK"), rec("WT01", "GRID"), rec("WT01", "MAINT"), rec("WT01", "STORM")];
        let a = time_availability(&rs).unwrap();
        assert!((a - 2.0 / 3.0).abs() < 1e-12);
        assert_eq!(time_availability(&[rec("WT01", "GRID")]), None);
    }

    #[test]
    fn per_turbine() {
        let rs = vec![rec("WT01", "OK"), rec("WT02", "FAULT:12"), rec("WT02", "OK"), rec("WT01", "CURTAIL")];
        let by = by_turbine(&rs);
        assert_eq!(by.len(), 2);
        assert_eq!(by["WT01"], 1.0);
        assert_eq!(by["WT02"], 0.5);
    }
}
