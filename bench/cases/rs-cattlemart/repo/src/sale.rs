//! Settling a sale: a statement for each seller and an invoice for each buyer.

use std::collections::BTreeMap;

use crate::animal::Category;
use crate::charges::{Charges, Tariff};
use crate::lot::{Bid, Lot, LotError};

#[derive(Debug, Clone, PartialEq)]
pub struct Sale {
    pub date: String,
    pub tariff: Tariff,
    pub lots: Vec<Lot>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaleError {
    pub lot: u32,
    pub error: LotError,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    pub lot: u32,
    pub head: usize,
    pub category: Category,
    pub weight_kg: Option<u32>,
    pub bid: Bid,
    pub value: i64,
    pub charges: Charges,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Statement {
    pub seller: String,
    pub lines: Vec<Line>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Invoice {
    pub buyer: String,
    pub lines: Vec<Line>,
}

fn sum_charges(lines: &[Line]) -> Charges {
    lines.iter().fold(Charges::default(), |acc, line| Charges {
        commission: acc.commission + line.charges.commission,
        levy: acc.levy + line.charges.levy,
        vat: acc.vat + line.charges.vat,
    })
}

impl Statement {
    pub fn gross(&self) -> i64 {
        self.lines.iter().map(|line| line.value).sum()
    }

    pub fn charges(&self) -> Charges {
        sum_charges(&self.lines)
    }

    /// What the mart pays the seller.
    pub fn net(&self) -> i64 {
        self.gross() - self.charges().total()
    }
}

impl Invoice {
    pub fn goods(&self) -> i64 {
        self.lines.iter().map(|line| line.value).sum()
    }

    pub fn charges(&self) -> Charges {
        sum_charges(&self.lines)
    }

    /// What the buyer owes the mart.
    pub fn total(&self) -> i64 {
        self.goods() + self.charges().total()
    }
}

impl Sale {
    /// Lots that sold, with their value, in catalogue order.
    fn sold(&self) -> Result<Vec<(&Lot, i64)>, SaleError> {
        let mut sold = Vec::new();
        for lot in self.lots.iter().filter(|lot| lot.bid.is_some()) {
            let value = lot.value().map_err(|error| SaleError { lot: lot.number, error })?;
            sold.push((lot, value));
        }
        Ok(sold)
    }

    fn line(lot: &Lot, value: i64, charges: Charges) -> Line {
        let category = lot.category().expect("a valued lot has one category");
        Line {
            lot: lot.number,
            head: lot.head(),
            category,
            weight_kg: lot.weight_kg().ok().filter(|_| category.sold_by_weight()),
            bid: lot.bid.expect("a sold lot has a bid"),
            value,
            charges,
        }
    }

    /// One statement for each seller, by account code.
    pub fn seller_statements(&self) -> Result<Vec<Statement>, SaleError> {
        let mut by_seller: BTreeMap<&str, Vec<Line>> = BTreeMap::new();
        for (lot, value) in self.sold()? {
            let charges = self.tariff.seller_charges(value, lot.head());
            by_seller.entry(&lot.seller).or_default().push(Sale::line(lot, value, charges));
        }
        Ok(by_seller
            .into_iter()
            .map(|(seller, lines)| Statement { seller: seller.to_string(), lines })
            .collect())
    }

    /// One invoice for each buyer, by account code.
    pub fn buyer_invoices(&self) -> Result<Vec<Invoice>, SaleError> {
        let mut by_buyer: BTreeMap<&str, Vec<Line>> = BTreeMap::new();
        for (lot, value) in self.sold()? {
            let buyer = lot.buyer.as_deref().unwrap_or("CASH");
            let charges = self.tariff.buyer_charges(lot.head());
            by_buyer.entry(buyer).or_default().push(Sale::line(lot, value, charges));
        }
        Ok(by_buyer
            .into_iter()
            .map(|(buyer, lines)| Invoice { buyer: buyer.to_string(), lines })
            .collect())
    }
}
