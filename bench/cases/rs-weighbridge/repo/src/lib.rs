//! Weighbridge tickets, charges and daily returns for a quarry and waste
//! transfer station.
//!
//! A vehicle is weighed twice: on the way in and on the way out. The
//! difference between the two weighings is the net load, which is charged
//! by the tonne at the material's price plus landfill tax, with VAT on top.

pub mod material;
pub mod report;
pub mod site;
pub mod tariff;
pub mod ticket;
pub mod units;
pub mod vehicle;

pub use material::{Catalogue, Material, TaxBand};
pub use site::Site;
pub use ticket::{Direction, Ticket, TicketError};
pub use vehicle::{Vehicle, VehicleRegister};
