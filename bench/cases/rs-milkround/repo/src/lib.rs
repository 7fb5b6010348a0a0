//! Doorstep milk round: the customers' standing orders, the van's load
//! sheet and drop list for a morning, and the weekly or monthly invoices.
//!
//! Prices are whole pence throughout. Milk, eggs and butter are zero-rated
//! for VAT; juice is standard-rated.

pub mod billing;
pub mod calendar;
pub mod orders;
pub mod products;
pub mod report;
pub mod round;

pub use calendar::{Date, DateRange, Weekday};
pub use orders::{Customer, OrderBook, OrderError};
pub use products::{Catalogue, Container, Product, VatRate};
