//! Running a small livery yard: horses and their grazing load, paddocks and
//! their rest periods, the grazing rotation, daily hay rations and the
//! monthly livery invoices.

pub mod billing;
pub mod feed;
pub mod horse;
pub mod paddock;
pub mod rotation;
pub mod yard;

pub use billing::{Extra, Invoice, Package};
pub use horse::{Build, Horse};
pub use paddock::Paddock;
pub use rotation::Rotation;
pub use yard::Yard;
