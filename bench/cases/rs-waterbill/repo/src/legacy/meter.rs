//! Consumption and flat-rate pricing of the old analogue four-dial meters.
//!
//! These meters wrap from 9999 back to 0000, and their accounts pay one flat
//! rate per cubic metre with no blocks.

/// The four-dial meter shows 0000 to 9999 cubic metres.
pub const DIAL_MAX: u32 = 9_999;

/// Cubic metres used between two dial readings; a lower second reading means
/// the dial went round once.
pub fn consumption(prev: u32, curr: u32) -> u32 {
    if curr >= prev {
        curr - prev
    } else {
        DIAL_MAX + 1 - prev + curr
    }
}

/// The flat-rate charge in pence.
pub fn charge_pence(prev: u32, curr: u32, pence_per_m3: u32) -> u32 {
    consumption(prev, curr) * pence_per_m3
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_once() {
        assert_eq!(consumption(9_990, 15), 25);
        assert_eq!(consumption(120, 120), 0);
        assert_eq!(charge_pence(100, 130, 151), 4_530);
    }
}
