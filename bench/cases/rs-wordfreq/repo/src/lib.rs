//! Word frequencies of a text.

pub mod count;
pub mod report;
pub mod tokenize;
