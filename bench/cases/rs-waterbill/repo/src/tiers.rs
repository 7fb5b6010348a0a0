//! Rising block tariffs: the first cubic metres of a quarter are cheap, the next dearer.

/// A block of the tariff: the cubic metres up to `up_to` (cumulative; None for the
/// last, open block) cost `pence_per_m3` each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tier {
    pub up_to: Option<u32>,
    pub pence_per_m3: u32,
}

/// Cubic metres of `used` that fall in the block [from, to).
fn in_block(used: u32, from: u32, to: Option<u32>) -> u32 {
    let top = match to {
        Some(to) => used.min(to),
        None => used,
    };
    top.saturating_sub(from)
}

/// The charge in pence for `used` cubic metres on the blocks `tiers`, in order.
pub fn charge_pence(used: u32, tiers: &[Tier]) -> u32 {
    let mut from = 0;
    let mut total = 0;
    for tier in tiers {
        total += in_block(used, from, tier.up_to) * tier.pence_per_m3;
        match tier.up_to {
            Some(to) => from = to,
            None => break,
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    const BLOCKS: [Tier; 3] = [
        Tier {
            up_to: Some(15),
            pence_per_m3: 120,
        },
        Tier {
            up_to: Some(40),
            pence_per_m3: 185,
        },
        Tier {
            up_to: None,
            pence_per_m3: 260,
        },
    ];

    #[test]
    fn first_block_only() {
        assert_eq!(charge_pence(10, &BLOCKS), 1_200);
    }

    #[test]
    fn across_blocks() {
        assert_eq!(charge_pence(15, &BLOCKS), 1_800);
        assert_eq!(charge_pence(50, &BLOCKS), 1_800 + 25 * 185 + 10 * 260);
    }

    #[test]
    fn nothing_used() {
        assert_eq!(charge_pence(0, &BLOCKS), 0);
    }
}
