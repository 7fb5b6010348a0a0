//! The old analogue four-dial meters, still read on a few rural accounts.

pub mod meter;
