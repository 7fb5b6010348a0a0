//! The batch sheet.

use crate::batch::{Batch, Status};
use crate::stabilise;

fn status_word(s: Status) -> &'static str {
    match s {
        Status::Pitched => "pitched",
        Status::Fermenting => "fermenting",
        Status::Stalled => "STALLED",
        Status::Finished => "finished",
    }
}

/// A plain-text sheet for the batch.
pub fn sheet(batch: &Batch) -> String {
    let mut out = String::new();
    out.push_str(&format!("Batch: {}\n", batch.name));
    out.push_str(&format!(
        "Must: {:.2} kg {} honey in {:.1} L, yeast {}\n",
        batch.honey_kg, batch.honey.name, batch.litres, batch.yeast
    ));
    out.push_str(&format!("OG: {:.3} (expected {:.3})\n", batch.og(), batch.expected_og()));
    for (r, g) in batch.readings.iter().zip(batch.gravities()) {
        out.push_str(&format!("  day {:>3}: {:.3} at {:.1} C -> {:.3}\n", r.day, r.sg, r.temp_c, g));
    }
    let fg = batch.current();
    out.push_str(&format!(
        "Now: {:.3}, {:.1}% ABV, {:.0}% attenuation, {} ({})\n",
        fg,
        batch.abv(),
        batch.attenuation(),
        status_word(batch.status()),
        stabilise::sweetness(fg)
    ));
    out
}
