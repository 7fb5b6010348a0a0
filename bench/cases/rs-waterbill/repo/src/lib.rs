//! Quarterly water bills from meter readings.

pub mod bill;
pub mod legacy;
pub mod meter;
pub mod reading;
pub mod tiers;

pub use bill::{bill_for, Bill, BillError, Tariff};
pub use reading::Reading;
pub use tiers::Tier;
