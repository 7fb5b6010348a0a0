//! Sale-day accounts for a livestock auction mart: the catalogue's lots and
//! pre-sale checks, the tariff of charges, sellers' statements and buyers'
//! invoices, and the market report.

pub mod animal;
pub mod charges;
pub mod checks;
pub mod lot;
pub mod money;
pub mod report;
pub mod sale;

pub use animal::{Animal, Category, EarTag};
pub use charges::{Charges, Tariff};
pub use lot::{Bid, Lot, LotError};
pub use sale::{Invoice, Sale, Statement};
