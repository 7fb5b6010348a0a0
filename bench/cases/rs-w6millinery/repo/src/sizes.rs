//! The size systems a customer may ask in.
//!
//! US hat sizes are the head circumference in inches divided by pi (the
//! "diameter" of the head), written to the nearest eighth. UK sizes run one
//! eighth below the US size. European sizes are the circumference in whole
//! centimetres.

use std::f64::consts::PI;

use crate::fraction::format_eighths;
use crate::measure::Length;

/// The US size before it is rounded to an eighth.
pub fn us_size(head: Length) -> f64 {
    head.as_inches() / PI
}

pub fn us_label(head: Length) -> String {
    format_eighths(us_size(head))
}

pub fn uk_label(head: Length) -> String {
    format_eighths(us_size(head) - 0.125)
}

pub fn eu_size(head: Length) -> u32 {
    head.as_cm().round() as u32
}

/// Letter sizes of ready-to-wear hats, by whole centimetres.
pub fn letter_size(head: Length) -> &'static str {
    match eu_size(head) {
        0..=53 => "XS",
        54..=55 => "S",
        56..=57 => "M",
        58..=59 => "L",
        60..=61 => "XL",
        _ => "XXL",
    }
}
