//! The hallmarking charge per article, in pence. Articles are charged by metal
//! and by weight band; the bands are the old troy weights (a quarter ounce, one
//! ounce and ten ounces) written in grams.

use crate::metal::Metal;

/// Upper limits of the weight bands, in grams, inclusive.
pub const BAND_LIMITS_G: [f64; 3] = [7.78, 31.10, 311.03];

/// Above the top band, each further 100 g or part of it costs extra.
pub const EXCESS_STEP_G: f64 = 100.0;

struct Tariff {
    bands: [u32; 3],
    per_excess_step: u32,
}

fn tariff(metal: Metal) -> Tariff {
    match metal {
        Metal::Silver | Metal::Palladium => Tariff {
            bands: [62, 98, 185],
            per_excess_step: 55,
        },
        Metal::Gold | Metal::Platinum => Tariff {
            bands: [118, 212, 390],
            per_excess_step: 120,
        },
    }
}

/// The charge in pence for one article of `grams` of `metal`.
pub fn article_fee(metal: Metal, grams: f64) -> u32 {
    let t = tariff(metal);
    for (limit, fee) in BAND_LIMITS_G.iter().zip(t.bands) {
        if grams <= *limit {
            return fee;
        }
    }
    let excess = grams - BAND_LIMITS_G[2];
    let steps = (excess / EXCESS_STEP_G).ceil() as u32;
    t.bands[2] + steps * t.per_excess_step
}

/// Formats pence as pounds, e.g. `£12.05`.
pub fn format_pence(pence: u32) -> String {
    format!("£{}.{:02}", pence / 100, pence % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands() {
        assert_eq!(article_fee(Metal::Silver, 5.0), 62);
        assert_eq!(article_fee(Metal::Silver, 7.78), 62);
        assert_eq!(article_fee(Metal::Silver, 7.79), 98);
        assert_eq!(article_fee(Metal::Gold, 31.0), 212);
        assert_eq!(article_fee(Metal::Platinum, 300.0), 390);
    }

    #[test]
    fn excess_steps() {
        assert_eq!(article_fee(Metal::Silver, 311.04), 185 + 55);
        assert_eq!(article_fee(Metal::Silver, 411.03), 185 + 55);
        assert_eq!(article_fee(Metal::Silver, 411.04), 185 + 110);
    }

    #[test]
    fn pounds() {
        assert_eq!(format_pence(1505), "£15.05");
        assert_eq!(format_pence(62), "£0.62");
    }
}
