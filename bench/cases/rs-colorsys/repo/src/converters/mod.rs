mod hex_to_rgb;
mod hsl_to_rgb;
mod rgb_to_hex;
mod rgb_to_hsl;
mod rgb_cmyk;

pub(crate) use hex_to_rgb::hex_to_rgb;
pub(crate) use hsl_to_rgb::hsl_to_rgb;
pub(crate) use rgb_to_hex::rgb_to_hex;
pub(crate) use rgb_to_hsl::rgb_to_hsl;
pub(crate) use rgb_cmyk::{rgb_to_cmyk, cmyk_to_rgb};
