//! The seed bill: daily rations by body weight and the weekly order.

use crate::species::Species;

/// Share of body weight a bird eats in seed each day. Small birds burn more.
pub fn ration_share(species: Species) -> f64 {
    if species.profile().weight_g < 30.0 {
        0.3
    } else {
        0.25
    }
}

/// Grams of seed one bird of the species eats a day.
pub fn daily_seed_g(species: Species) -> f64 {
    species.profile().weight_g * ration_share(species)
}

/// Kilograms of seed for the given birds over `days` days.
pub fn seed_kg(birds: &[Species], days: u32) -> f64 {
    let grams: f64 = birds.iter().map(|s| daily_seed_g(*s)).sum();
    grams * f64::from(days) / 1000.0
}

/// Whole sacks to order for `kg` of seed.
pub fn sacks(kg: f64, sack_kg: f64) -> u32 {
    if kg <= 0.0 {
        return 0;
    }
    (kg / sack_kg).ceil() as u32
}
