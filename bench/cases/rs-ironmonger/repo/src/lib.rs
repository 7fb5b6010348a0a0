//! Counter and stock system for a high-street ironmonger.
//!
//! The shop sells three kinds of goods: things counted by the piece, chain
//! and rope cut from a reel and charged by the metre, and loose fixings
//! weighed out and charged by the kilo. Trade customers hold an account with
//! a discount band; key cutting is charged per key on top of the blank.

pub mod accounts;
pub mod basket;
pub mod catalogue;
pub mod keycutting;
pub mod money;
pub mod pricing;
pub mod receipt;
pub mod stock;

pub use accounts::{Account, TradeBand};
pub use basket::{Basket, BasketError};
pub use catalogue::{Catalogue, Category, Item, Unit};
pub use money::Pence;
pub use pricing::Quantity;
