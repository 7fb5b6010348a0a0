//! Consumption between two readings of a five-dial meter.

use crate::reading::Reading;

/// The five-dial meter shows 00000 to 99999 cubic metres.
pub const DIAL_MAX: u32 = 99_999;

/// Cubic metres used between two readings, or None when the dial went back.
pub fn consumption(prev: &Reading, curr: &Reading) -> Option<u32> {
    curr.dial.checked_sub(prev.dial)
}

/// Days between two readings (the later one's day counts, the earlier one's does not).
pub fn days_between(prev: &Reading, curr: &Reading) -> i64 {
    curr.date.day_number() - prev.date.day_number()
}
