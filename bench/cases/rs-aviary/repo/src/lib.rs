//! Records for a small breeder's aviary: the flights and who lives in them,
//! closed-ringed birds, clutches from laying to ringing, and the seed bill.

pub mod aviary;
pub mod bird;
pub mod calendar;
pub mod feeding;
pub mod nest;
pub mod species;
