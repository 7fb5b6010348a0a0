//! How much of the rough ends up in the finished stone.

use crate::weight::round2;

/// Weight of the cut stone as a percentage of the rough it came from.
pub fn recovery_percent(rough_ct: f64, cut_ct: f64) -> f64 {
    assert!(rough_ct > 0.0, "rough weight must be positive");
    round2(cut_ct / rough_ct * 100.0)
}

/// Recovery below this share of the outline's typical one means the rough is being wasted.
pub const POOR_RECOVERY_SHARE: f64 = 0.8;
