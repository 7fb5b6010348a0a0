//! Daily forage: how much dry matter a horse needs, how much of it grazing
//! supplies and how much hay makes up the rest.

use crate::horse::Horse;
use crate::paddock::Paddock;

/// Hay is about 85% dry matter.
pub const HAY_DRY_MATTER_PCT: u32 = 85;

/// Weight of a small bale in grams.
pub const BALE_G: u32 = 20_000;

/// Forage dry matter a horse needs per day, in grams: 2% of body weight,
/// 1.5% for a horse carrying too much condition (score 4 or 5).
pub fn dry_matter_need_g(horse: &Horse) -> u32 {
    if horse.needs_restricted_grazing() {
        horse.weight_kg * 15
    } else {
        horse.weight_kg * 20
    }
}

/// Share of the daily need, in percent, that a day turned out on this
/// paddock supplies.
pub fn grazing_share_pct(paddock: &Paddock) -> u32 {
    if paddock.has_grass() {
        60
    } else if paddock.grazed_out() {
        0
    } else {
        30
    }
}

/// Hay for one horse for one day in grams, rounded up to the next 100 g.
/// `turnout` is the paddock the horse is out on, if any.
pub fn hay_g(horse: &Horse, turnout: Option<&Paddock>) -> u32 {
    let need = dry_matter_need_g(horse);
    let grazed = turnout.map_or(0, |p| need * grazing_share_pct(p) / 100);
    let dm = need - grazed;
    let hay = (dm * 100).div_ceil(HAY_DRY_MATTER_PCT);
    hay.div_ceil(100) * 100
}

/// Small bales needed to feed `grams` of hay a day for `days` days.
pub fn bales_for(grams: u32, days: u32) -> u32 {
    (grams * days).div_ceil(BALE_G)
}
