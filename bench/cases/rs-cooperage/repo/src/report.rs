//! The plan as the job sheet pinned up in the shop.

use crate::cask::volume_litres;
use crate::units::litres_to_us_gallons;
use crate::workshop::Plan;
use std::fmt::Write;

pub fn job_sheet(plan: &Plan) -> String {
    let mut out = String::new();
    for (i, cask) in plan.built.iter().enumerate() {
        let litres = volume_litres(&cask.kind.standard_dimensions());
        writeln!(
            out,
            "{:>3}. {:<12} {:<9} {:<11} {:>2} staves  {:>6.1} l ({:.0} US gal)",
            i + 1,
            cask.customer,
            cask.kind.name(),
            cask.toast.label(),
            cask.staves.len(),
            litres,
            litres_to_us_gallons(litres)
        )
        .unwrap();
    }
    for short in &plan.short {
        writeln!(
            out,
            "  SHORT {:<12} {} x {} (not enough staves)",
            short.customer,
            short.casks,
            short.kind.name()
        )
        .unwrap();
    }
    writeln!(
        out,
        "fire: {} min, staves used: {}, left in yard: {}",
        plan.fire_minutes,
        plan.staves_used(),
        plan.staves_left
    )
    .unwrap();
    out
}
