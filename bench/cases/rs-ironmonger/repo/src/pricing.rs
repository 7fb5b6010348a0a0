//! Pricing one line of a sale.

use std::fmt;

use crate::catalogue::{Item, Unit};
use crate::money::{round_div, Pence};

/// How much of an item the customer takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quantity {
    Count(u32),
    Millimetres(u32),
    Grams(u32),
}

impl fmt::Display for Quantity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Quantity::Count(n) => write!(f, "{} x", n),
            Quantity::Millimetres(mm) => write!(f, "{}.{:02} m", mm / 1000, (mm % 1000) / 10),
            Quantity::Grams(g) => write!(f, "{}.{:03} kg", g / 1000, g % 1000),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PricingError {
    /// The quantity is not in the unit the item is sold by.
    UnitMismatch { sku: String, unit: Unit },
    ZeroQuantity(String),
}

impl fmt::Display for PricingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PricingError::UnitMismatch { sku, unit } => {
                write!(f, "{} is sold {:?}; quantity is in another unit", sku, unit)
            }
            PricingError::ZeroQuantity(sku) => write!(f, "{}: quantity must be more than zero", sku),
        }
    }
}

impl std::error::Error for PricingError {}

/// The net price of a line, before discount and VAT.
pub fn line_net(item: &Item, quantity: Quantity) -> Result<Pence, PricingError> {
    let amount = match (item.unit, quantity) {
        (Unit::Each, Quantity::Count(n)) => n as i64,
        (Unit::PerMetre, Quantity::Millimetres(mm)) => mm as i64,
        (Unit::PerKilo, Quantity::Grams(g)) => g as i64,
        (unit, _) => {
            return Err(PricingError::UnitMismatch { sku: item.sku.clone(), unit });
        }
    };
    if amount == 0 {
        return Err(PricingError::ZeroQuantity(item.sku.clone()));
    }
    Ok(match item.unit {
        Unit::Each => item.price * amount,
        Unit::PerMetre | Unit::PerKilo => round_div(item.price * amount, 1000),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::Category;

    #[test]
    fn counted_items() {
        let hinge = Item::each("HNG-75", "hinge", Category::Fixings, 325);
        assert_eq!(line_net(&hinge, Quantity::Count(4)), Ok(1300));
    }

    #[test]
    fn cut_lengths_by_the_metre() {
        let rope = Item::per_metre("RPE-12", "rope", 120);
        assert_eq!(line_net(&rope, Quantity::Millimetres(2500)), Ok(300));
        assert_eq!(line_net(&rope, Quantity::Millimetres(1234)), Ok(148));
    }

    #[test]
    fn loose_fixings_by_weight() {
        let nails = Item::per_kilo("NAL-50", "nails", 640);
        assert_eq!(line_net(&nails, Quantity::Grams(500)), Ok(320));
        assert_eq!(line_net(&nails, Quantity::Grams(1250)), Ok(800));
    }

    #[test]
    fn unit_mismatch_is_an_error() {
        let nails = Item::per_kilo("NAL-50", "nails", 640);
        assert_eq!(
            line_net(&nails, Quantity::Count(3)),
            Err(PricingError::UnitMismatch { sku: "NAL-50".into(), unit: Unit::PerKilo })
        );
    }

    #[test]
    fn zero_quantity_is_an_error() {
        let rope = Item::per_metre("RPE-12", "rope", 120);
        assert!(matches!(line_net(&rope, Quantity::Millimetres(0)), Err(PricingError::ZeroQuantity(_))));
    }

    #[test]
    fn quantity_display() {
        assert_eq!(Quantity::Count(3).to_string(), "3 x");
        assert_eq!(Quantity::Millimetres(1500).to_string(), "1.50 m");
        assert_eq!(Quantity::Grams(750).to_string(), "0.750 kg");
    }
}
