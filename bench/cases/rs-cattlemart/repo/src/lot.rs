//! A lot is one or more animals from one seller, sold together under one bid.

use crate::animal::{Animal, Category};

/// The auctioneer's bid as written on the ring sheet. For cattle sold by the
/// kilo it is in tenths of a penny per kilo (`2655` is 265.5p/kg); for cattle
/// sold by the head it is in whole pounds a head.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bid(pub u32);

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LotError {
    Empty,
    MixedCategories,
    MissingWeight(String),
    Unsold,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Lot {
    pub number: u32,
    pub seller: String,
    pub animals: Vec<Animal>,
    pub bid: Option<Bid>,
    pub buyer: Option<String>,
}

impl Lot {
    pub fn new(number: u32, seller: &str, animals: Vec<Animal>) -> Lot {
        Lot { number, seller: seller.to_string(), animals, bid: None, buyer: None }
    }

    pub fn sold(mut self, bid: u32, buyer: &str) -> Lot {
        self.bid = Some(Bid(bid));
        self.buyer = Some(buyer.to_string());
        self
    }

    pub fn head(&self) -> usize {
        self.animals.len()
    }

    /// The lot's category; every animal in a lot must share it.
    pub fn category(&self) -> Result<Category, LotError> {
        let first = self.animals.first().ok_or(LotError::Empty)?.category;
        if self.animals.iter().any(|a| a.category != first) {
            return Err(LotError::MixedCategories);
        }
        Ok(first)
    }

    /// Total live weight, for lots sold by the kilo.
    pub fn weight_kg(&self) -> Result<u32, LotError> {
        self.animals
            .iter()
            .map(|a| a.weight_kg.ok_or_else(|| a.tag.to_string()))
            .sum::<Result<u32, String>>()
            .map_err(LotError::MissingWeight)
    }

    /// What the lot sold for, in pence, before any charges.
    pub fn value(&self) -> Result<i64, LotError> {
        let Bid(bid) = self.bid.ok_or(LotError::Unsold)?;
        let category = self.category()?;
        if category.sold_by_weight() {
            let kg = i64::from(self.weight_kg()?);
            // kg x tenths of a penny per kg, to the nearest penny
            Ok((kg * i64::from(bid) + 5) / 10)
        } else {
            Ok(self.head() as i64 * i64::from(bid) * 100)
        }
    }
}
