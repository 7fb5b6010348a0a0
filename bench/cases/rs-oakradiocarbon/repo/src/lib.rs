//! Arithmetic of a radiocarbon dating lab, after Stuiver & Polach (1977) and
//! Ward & Wilson (1978).

pub mod age;
pub mod measurement;
pub mod pooling;
pub mod report;
pub mod reservoir;

pub use age::{conventional_age, Age};
pub use measurement::{fraction_modern, Measurement};
pub use pooling::{pool, Pooled};
pub use reservoir::{marine_corrected, ReservoirOffset};
