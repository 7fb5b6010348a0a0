//! Weight estimates, recovery and cutting quotes for a gem-cutting workshop.

pub mod job;
pub mod material;
pub mod pricing;
pub mod recovery;
pub mod shape;
pub mod weight;

pub use job::{Job, Quote};
pub use material::{material, Material};
pub use shape::Shape;
pub use weight::{estimate_carats, Dimensions};
