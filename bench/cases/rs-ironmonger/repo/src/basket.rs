//! A sale in progress at the counter.

use std::fmt;

use crate::accounts::Account;
use crate::catalogue::{Catalogue, Item};
use crate::money::{discount_on, vat_on, Pence};
use crate::pricing::{line_net, PricingError, Quantity};

#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    pub sku: String,
    pub description: String,
    pub quantity: Quantity,
    pub net: Pence,
    pub discount: Pence,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BasketError {
    UnknownSku(String),
    Pricing(PricingError),
    NoSuchLine(usize),
}

impl fmt::Display for BasketError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BasketError::UnknownSku(sku) => write!(f, "no such SKU: {}", sku),
            BasketError::Pricing(e) => write!(f, "{}", e),
            BasketError::NoSuchLine(n) => write!(f, "no line {} in the basket", n),
        }
    }
}

impl std::error::Error for BasketError {}

impl From<PricingError> for BasketError {
    fn from(e: PricingError) -> Self {
        BasketError::Pricing(e)
    }
}

#[derive(Debug, Clone)]
pub struct Basket<'a> {
    catalogue: &'a Catalogue,
    account: Account,
    lines: Vec<Line>,
}

impl<'a> Basket<'a> {
    pub fn new(catalogue: &'a Catalogue, account: Account) -> Basket<'a> {
        Basket { catalogue, account, lines: Vec::new() }
    }

    pub fn account(&self) -> &Account {
        &self.account
    }

    pub fn lines(&self) -> &[Line] {
        &self.lines
    }

    fn item(&self, sku: &str) -> Result<&'a Item, BasketError> {
        self.catalogue.get(sku).ok_or_else(|| BasketError::UnknownSku(sku.to_string()))
    }

    /// Ring up a line; returns its index.
    pub fn add(&mut self, sku: &str, quantity: Quantity) -> Result<usize, BasketError> {
        let item = self.item(sku)?;
        let net = line_net(item, quantity)?;
        let discount = if item.category.discountable() {
            discount_on(net, self.account.discount_bp())
        } else {
            0
        };
        self.lines.push(Line {
            sku: item.sku.clone(),
            description: item.description.clone(),
            quantity,
            net,
            discount,
        });
        Ok(self.lines.len() - 1)
    }

    /// Take a line off again (customer changed their mind).
    pub fn void(&mut self, index: usize) -> Result<Line, BasketError> {
        if index >= self.lines.len() {
            return Err(BasketError::NoSuchLine(index));
        }
        Ok(self.lines.remove(index))
    }

    pub fn subtotal(&self) -> Pence {
        self.lines.iter().map(|l| l.net).sum()
    }

    pub fn discount(&self) -> Pence {
        self.lines.iter().map(|l| l.discount).sum()
    }

    pub fn net(&self) -> Pence {
        self.subtotal() - self.discount()
    }

    pub fn vat(&self) -> Pence {
        vat_on(self.net())
    }

    pub fn total(&self) -> Pence {
        self.net() + self.vat()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::accounts::TradeBand;

    #[test]
    fn cash_sale_totals() {
        let c = Catalogue::standard();
        let mut b = Basket::new(&c, Account::Cash);
        b.add("HAM-16", Quantity::Count(1)).unwrap();
        b.add("NAL-50", Quantity::Grams(500)).unwrap();
        assert_eq!(b.subtotal(), 1819);
        assert_eq!(b.discount(), 0);
        assert_eq!(b.vat(), 364);
        assert_eq!(b.total(), 2183);
    }

    #[test]
    fn chain_cut_to_length() {
        let c = Catalogue::standard();
        let mut b = Basket::new(&c, Account::Cash);
        b.add("CHN-06", Quantity::Millimetres(1500)).unwrap();
        assert_eq!(b.lines()[0].net, 675);
        assert_eq!(b.total(), 810);
    }

    #[test]
    fn trade_discount_skips_key_blanks() {
        let c = Catalogue::standard();
        let mut b = Basket::new(&c, Account::trade("T007", "Marsh Fencing", TradeBand::Silver));
        b.add("CHN-10", Quantity::Millimetres(3000)).unwrap();
        b.add("BLK-YA1", Quantity::Count(2)).unwrap();
        assert_eq!(b.subtotal(), 2670 + 300);
        assert_eq!(b.discount(), 267);
        assert_eq!(b.net(), 2703);
        assert_eq!(b.total(), 3244);
    }

    #[test]
    fn unknown_sku_and_wrong_unit() {
        let c = Catalogue::standard();
        let mut b = Basket::new(&c, Account::Cash);
        assert_eq!(b.add("XXX", Quantity::Count(1)), Err(BasketError::UnknownSku("XXX".into())));
        assert!(matches!(b.add("RPE-12", Quantity::Count(2)), Err(BasketError::Pricing(_))));
        assert!(b.lines().is_empty());
    }

    #[test]
    fn void_a_line() {
        let c = Catalogue::standard();
        let mut b = Basket::new(&c, Account::Cash);
        b.add("TRW-01", Quantity::Count(1)).unwrap();
        b.add("SAW-22", Quantity::Count(1)).unwrap();
        let removed = b.void(0).unwrap();
        assert_eq!(removed.sku, "TRW-01");
        assert_eq!(b.subtotal(), 1850);
        assert_eq!(b.void(5), Err(BasketError::NoSuchLine(5)));
    }
}
