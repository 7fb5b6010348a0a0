//! Stock on hand: pieces on the shelf, millimetres left on each reel,
//! grams in each bin of loose fixings.

use std::collections::BTreeMap;
use std::fmt;

use crate::catalogue::{Catalogue, Unit};
use crate::pricing::Quantity;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Level {
    /// Pieces, millimetres or grams, in the item's own unit.
    pub on_hand: u64,
    /// Reorder when on_hand falls below this.
    pub reorder_below: u64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StockError {
    NotStocked(String),
    Insufficient { sku: String, wanted: u64, on_hand: u64 },
    WrongUnit(String),
}

impl fmt::Display for StockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StockError::NotStocked(sku) => write!(f, "{} is not stocked", sku),
            StockError::Insufficient { sku, wanted, on_hand } => {
                write!(f, "{}: wanted {}, only {} on hand", sku, wanted, on_hand)
            }
            StockError::WrongUnit(sku) => write!(f, "{}: quantity in the wrong unit", sku),
        }
    }
}

impl std::error::Error for StockError {}

fn amount_in(unit: Unit, quantity: Quantity) -> Option<u64> {
    match (unit, quantity) {
        (Unit::Each, Quantity::Count(n)) => Some(n as u64),
        (Unit::PerMetre, Quantity::Millimetres(mm)) => Some(mm as u64),
        (Unit::PerKilo, Quantity::Grams(g)) => Some(g as u64),
        _ => None,
    }
}

#[derive(Debug, Clone, Default)]
pub struct Stock {
    levels: BTreeMap<String, (Unit, Level)>,
}

impl Stock {
    pub fn new() -> Stock {
        Stock::default()
    }

    pub fn set(&mut self, sku: &str, unit: Unit, on_hand: u64, reorder_below: u64) {
        self.levels.insert(sku.to_string(), (unit, Level { on_hand, reorder_below }));
    }

    pub fn level(&self, sku: &str) -> Option<Level> {
        self.levels.get(sku).map(|(_, l)| *l)
    }

    /// Take goods out of stock for a sale.
    pub fn take(&mut self, sku: &str, quantity: Quantity) -> Result<Level, StockError> {
        let (unit, level) =
            self.levels.get_mut(sku).ok_or_else(|| StockError::NotStocked(sku.to_string()))?;
        let wanted = amount_in(*unit, quantity).ok_or_else(|| StockError::WrongUnit(sku.to_string()))?;
        if wanted > level.on_hand {
            return Err(StockError::Insufficient { sku: sku.to_string(), wanted, on_hand: level.on_hand });
        }
        level.on_hand -= wanted;
        Ok(*level)
    }

    /// Goods delivered by a supplier.
    pub fn receive(&mut self, sku: &str, quantity: Quantity) -> Result<Level, StockError> {
        let (unit, level) =
            self.levels.get_mut(sku).ok_or_else(|| StockError::NotStocked(sku.to_string()))?;
        let amount = amount_in(*unit, quantity).ok_or_else(|| StockError::WrongUnit(sku.to_string()))?;
        level.on_hand += amount;
        Ok(*level)
    }

    /// SKUs below their reorder point, in catalogue department order then SKU.
    pub fn reorder_sheet(&self, catalogue: &Catalogue) -> Vec<String> {
        let mut low: Vec<(crate::catalogue::Category, &String)> = self
            .levels
            .iter()
            .filter(|(_, (_, l))| l.on_hand < l.reorder_below)
            .filter_map(|(sku, _)| catalogue.get(sku).map(|i| (i.category, sku)))
            .collect();
        low.sort();
        low.into_iter().map(|(_, sku)| sku.clone()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shop() -> Stock {
        let mut s = Stock::new();
        s.set("CHN-06", Unit::PerMetre, 25_000, 5_000);
        s.set("NAL-50", Unit::PerKilo, 2_000, 1_000);
        s.set("HAM-16", Unit::Each, 3, 2);
        s.set("TRW-01", Unit::Each, 1, 2);
        s
    }

    #[test]
    fn cutting_from_a_reel() {
        let mut s = shop();
        let after = s.take("CHN-06", Quantity::Millimetres(1500)).unwrap();
        assert_eq!(after.on_hand, 23_500);
    }

    #[test]
    fn cannot_take_more_than_on_hand() {
        let mut s = shop();
        let err = s.take("NAL-50", Quantity::Grams(2_500)).unwrap_err();
        assert_eq!(err, StockError::Insufficient { sku: "NAL-50".into(), wanted: 2_500, on_hand: 2_000 });
        assert_eq!(s.level("NAL-50").unwrap().on_hand, 2_000);
    }

    #[test]
    fn wrong_unit_and_unknown() {
        let mut s = shop();
        assert_eq!(s.take("HAM-16", Quantity::Grams(5)), Err(StockError::WrongUnit("HAM-16".into())));
        assert_eq!(s.take("ZZZ", Quantity::Count(1)), Err(StockError::NotStocked("ZZZ".into())));
    }

    #[test]
    fn reorder_sheet_by_department() {
        let c = Catalogue::standard();
        let mut s = shop();
        s.take("NAL-50", Quantity::Grams(1_200)).unwrap();
        s.take("HAM-16", Quantity::Count(2)).unwrap();
        assert_eq!(s.reorder_sheet(&c), vec!["NAL-50", "HAM-16", "TRW-01"]);
        s.receive("NAL-50", Quantity::Grams(5_000)).unwrap();
        assert_eq!(s.reorder_sheet(&c), vec!["HAM-16", "TRW-01"]);
    }
}
