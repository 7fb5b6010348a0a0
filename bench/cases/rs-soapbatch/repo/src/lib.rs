//! Lye, water and batch sheets for cold-process soap making.
//!
//! Oils are weighed in grams; saponification values are given in mg KOH
//! per gram of oil, as suppliers print them.

pub mod lye;
pub mod mould;
pub mod oils;
pub mod quality;
pub mod recipe;
pub mod sheet;
pub mod water;

pub use lye::{lye_for, LyeAmount};
pub use recipe::{LyeKind, Recipe, RecipeError};
