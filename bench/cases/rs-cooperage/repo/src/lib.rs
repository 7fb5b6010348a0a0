//! Job planning for a small cooperage.
//!
//! Casks are raised from oak staves held by hoops, toasted over a fire and
//! headed. This crate sizes casks, picks staves from the yard's seasoned stock
//! and plans the week's jobs.

pub mod cask;
pub mod report;
pub mod stave;
pub mod toast;
pub mod units;
pub mod workshop;

pub use cask::{CaskKind, Dimensions};
pub use stave::StaveYard;
pub use toast::Toast;
pub use workshop::{plan_week, Job, Plan};
