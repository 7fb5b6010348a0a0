//! Planning and logging mead batches.
//!
//! * [`gravity`]: specific gravity, Brix, ABV and hydrometer temperature correction
//! * [`honey`]: honey varieties and how much honey a target gravity needs
//! * [`nutrients`]: staggered organic nutrient additions (TOSNA)
//! * [`batch`]: a batch and its fermentation log
//! * [`stabilise`]: sulphite and sorbate doses, back-sweetening
//! * [`report`]: the batch sheet

pub mod batch;
pub mod gravity;
pub mod honey;
pub mod nutrients;
pub mod report;
pub mod stabilise;
