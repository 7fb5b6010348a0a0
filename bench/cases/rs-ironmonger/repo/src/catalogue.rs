//! The shop's catalogue of stock lines.

use std::collections::BTreeMap;
use std::fmt;

use crate::money::Pence;

/// How a line is sold and what its price is quoted per.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    /// Counted by the piece; price per piece.
    Each,
    /// Cut from a reel; price per metre.
    PerMetre,
    /// Weighed out loose; price per kilogram.
    PerKilo,
}

/// Departments of the shop, used for discounts and the reorder sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Category {
    Fixings,
    ChainAndRope,
    HandTools,
    Garden,
    KeyBlanks,
}

impl Category {
    /// Whether trade account discounts apply to this department.
    /// Key blanks are sold at cost plus cutting and never discounted.
    pub fn discountable(self) -> bool {
        !matches!(self, Category::KeyBlanks)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Item {
    pub sku: String,
    pub description: String,
    pub category: Category,
    pub unit: Unit,
    /// Price in pence per piece, per metre or per kilogram, excluding VAT.
    pub price: Pence,
}

impl Item {
    pub fn each(sku: &str, description: &str, category: Category, price: Pence) -> Item {
        Item {
            sku: sku.to_string(),
            description: description.to_string(),
            category,
            unit: Unit::Each,
            price,
        }
    }

    pub fn per_metre(sku: &str, description: &str, price: Pence) -> Item {
        Item {
            sku: sku.to_string(),
            description: description.to_string(),
            category: Category::ChainAndRope,
            unit: Unit::PerMetre,
            price,
        }
    }

    pub fn per_kilo(sku: &str, description: &str, price: Pence) -> Item {
        Item {
            sku: sku.to_string(),
            description: description.to_string(),
            category: Category::Fixings,
            unit: Unit::PerKilo,
            price,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CatalogueError {
    DuplicateSku(String),
    NegativePrice(String),
}

impl fmt::Display for CatalogueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CatalogueError::DuplicateSku(sku) => write!(f, "SKU {} is already in the catalogue", sku),
            CatalogueError::NegativePrice(sku) => write!(f, "SKU {} has a negative price", sku),
        }
    }
}

impl std::error::Error for CatalogueError {}

#[derive(Debug, Default, Clone)]
pub struct Catalogue {
    items: BTreeMap<String, Item>,
}

impl Catalogue {
    pub fn new() -> Catalogue {
        Catalogue::default()
    }

    pub fn add(&mut self, item: Item) -> Result<(), CatalogueError> {
        if item.price < 0 {
            return Err(CatalogueError::NegativePrice(item.sku));
        }
        if self.items.contains_key(&item.sku) {
            return Err(CatalogueError::DuplicateSku(item.sku));
        }
        self.items.insert(item.sku.clone(), item);
        Ok(())
    }

    pub fn get(&self, sku: &str) -> Option<&Item> {
        self.items.get(sku)
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Items of one department, in SKU order.
    pub fn in_category(&self, category: Category) -> Vec<&Item> {
        self.items.values().filter(|i| i.category == category).collect()
    }

    /// The lines the shop keeps as standard.
    pub fn standard() -> Catalogue {
        let mut c = Catalogue::new();
        let items = vec![
            Item::each("HAM-16", "Claw hammer 16oz", Category::HandTools, 1499),
            Item::each("SAW-22", "Panel saw 22in", Category::HandTools, 1850),
            Item::each("TRW-01", "Hand trowel", Category::Garden, 699),
            Item::each("HNG-75", "Butt hinge 75mm (pair)", Category::Fixings, 325),
            Item::each("PAD-40", "Padlock 40mm brass", Category::HandTools, 899),
            Item::per_metre("CHN-06", "Galvanised chain 6mm", 450),
            Item::per_metre("CHN-10", "Galvanised chain 10mm", 890),
            Item::per_metre("RPE-12", "Polypropylene rope 12mm", 120),
            Item::per_kilo("NAL-50", "Round wire nails 50mm", 640),
            Item::per_kilo("SCR-4X40", "Wood screws 4x40mm", 1280),
            Item::each("BLK-YA1", "Yale-type cylinder blank", Category::KeyBlanks, 150),
            Item::each("BLK-MUL", "Mul-T-Lock security blank", Category::KeyBlanks, 900),
        ];
        for item in items {
            c.add(item).expect("standard catalogue has unique SKUs");
        }
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_duplicate_sku() {
        let mut c = Catalogue::new();
        c.add(Item::each("A", "first", Category::Garden, 100)).unwrap();
        let err = c.add(Item::each("A", "second", Category::Garden, 200)).unwrap_err();
        assert_eq!(err, CatalogueError::DuplicateSku("A".to_string()));
        assert_eq!(c.get("A").unwrap().description, "first");
    }

    #[test]
    fn rejects_negative_price() {
        let mut c = Catalogue::new();
        assert!(c.add(Item::each("B", "refund", Category::Garden, -1)).is_err());
        assert!(c.is_empty());
    }

    #[test]
    fn standard_catalogue_departments() {
        let c = Catalogue::standard();
        assert_eq!(c.len(), 12);
        let chain: Vec<&str> =
            c.in_category(Category::ChainAndRope).iter().map(|i| i.sku.as_str()).collect();
        assert_eq!(chain, vec!["CHN-06", "CHN-10", "RPE-12"]);
        assert_eq!(c.get("NAL-50").unwrap().unit, Unit::PerKilo);
    }

    #[test]
    fn key_blanks_are_not_discountable() {
        assert!(!Category::KeyBlanks.discountable());
        assert!(Category::Fixings.discountable());
    }
}
