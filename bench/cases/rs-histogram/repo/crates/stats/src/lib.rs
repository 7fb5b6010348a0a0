//! Summaries of a sample of numbers.

pub mod histogram;
pub mod summary;

pub use histogram::Histogram;
pub use summary::Summary;
