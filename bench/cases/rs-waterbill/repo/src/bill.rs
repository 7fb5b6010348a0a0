//! A quarter's bill from two readings.

use std::fmt;

use crate::meter;
use crate::reading::{Date, Reading};
use crate::tiers::{self, Tier};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tariff {
    pub blocks: Vec<Tier>,
    /// The standing charge, in pence per day.
    pub standing: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bill {
    pub from: Date,
    pub to: Date,
    pub used_m3: u32,
    pub usage_pence: u32,
    pub standing_pence: u32,
    /// Either reading was an estimate.
    pub estimated: bool,
}

impl Bill {
    pub fn total_pence(&self) -> u32 {
        self.usage_pence + self.standing_pence
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BillError {
    /// The second reading is not after the first.
    OutOfOrder,
    /// The dial went back between the readings.
    DialWentBack { prev: u32, curr: u32 },
}

impl fmt::Display for BillError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BillError::OutOfOrder => write!(f, "the readings are out of order"),
            BillError::DialWentBack { prev, curr } => {
                write!(f, "the dial went back from {prev} to {curr}")
            }
        }
    }
}

/// The bill for the period between two readings.
pub fn bill_for(prev: &Reading, curr: &Reading, tariff: &Tariff) -> Result<Bill, BillError> {
    let days = meter::days_between(prev, curr);
    if days <= 0 {
        return Err(BillError::OutOfOrder);
    }
    let used_m3 = meter::consumption(prev, curr).ok_or(BillError::DialWentBack {
        prev: prev.dial,
        curr: curr.dial,
    })?;
    Ok(Bill {
        from: prev.date,
        to: curr.date,
        used_m3,
        usage_pence: tiers::charge_pence(used_m3, &tariff.blocks),
        standing_pence: days as u32 * tariff.standing,
        estimated: prev.estimated || curr.estimated,
    })
}
