//! Workshop rates, in cents.

use crate::material::Material;
use crate::shape::{facet_count, Shape};

pub const BENCH_FEE_CENTS: u64 = 2_500;
pub const PER_FACET_CENTS: u64 = 40;
/// per carat of rough worked
pub const PER_ROUGH_CARAT_CENTS: u64 = 1_200;
pub const SOFT_STONE_PER_CARAT_CENTS: u64 = 600;

/// Cutting fee for one stone: bench fee, facets, the rough worked and a soft-stone charge.
pub fn cutting_fee(material: &Material, shape: Shape, rough_ct: f64) -> u64 {
    let mut fee = BENCH_FEE_CENTS;
    fee += PER_FACET_CENTS * u64::from(facet_count(shape));
    fee += (rough_ct * PER_ROUGH_CARAT_CENTS as f64).round() as u64;
    if material.is_soft() {
        fee += (rough_ct * SOFT_STONE_PER_CARAT_CENTS as f64).round() as u64;
    }
    fee
}
