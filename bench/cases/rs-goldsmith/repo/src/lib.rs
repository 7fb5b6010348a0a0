//! Bench arithmetic for a small goldsmith's workshop.
//!
//! The crate covers the sums a jeweller does every day at the bench and the
//! counter: precious metal standards and their fine content, UK hallmarking
//! (exemption weights, assay office marks, date letters and charges), ring
//! sizes and the metal a resize needs, casting weights from wax models, and
//! customer quotes built from the day's spot prices.

pub mod casting;
pub mod hallmark;
pub mod jobs;
pub mod metal;
pub mod money;
pub mod pricing;
pub mod rings;
pub mod units;

pub use metal::{Metal, Standard};
pub use money::Money;
