#![allow(dead_code)]

use reservoir::weir::Weir;
use reservoir::{Curve, Reservoir};

/// Greystone Reservoir as surveyed in 2019.
pub fn greystone_curve() -> Curve {
    Curve::new(vec![
        (300.0, 0.0),
        (305.0, 400.0),
        (310.0, 1200.0),
        (315.0, 2400.0),
        (318.0, 3300.0),
        (320.0, 4000.0),
    ])
    .unwrap()
}

pub fn greystone(storage: f64) -> Reservoir {
    Reservoir {
        curve: greystone_curve(),
        weir: Weir::broad_crested(318.0, 40.0),
        surface_km2: 0.6,
        compensation_cumecs: 0.05,
        dead_storage: 150.0,
        storage,
    }
}

pub fn close(actual: f64, expected: f64) -> bool {
    (actual - expected).abs() < 1e-6
}
