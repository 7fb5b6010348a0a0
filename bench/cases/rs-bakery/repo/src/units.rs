//! Units of measure in recipes, and their conversion to a base amount (grams, millilitres or
//! pieces) so that quantities in different units of the same kind can be added up.

use std::fmt;

/// What a quantity measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dim {
    Mass,
    Volume,
    Count,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Gram,
    Kilogram,
    Millilitre,
    Litre,
    Teaspoon,
    Tablespoon,
    Cup,
    Piece,
}

impl Unit {
    /// The unit named in a recipe line ("g", "kg", "ml", "l", "tsp", "tbsp", "cup", "pc").
    pub fn parse(word: &str) -> Option<Unit> {
        let unit = match word.to_ascii_lowercase().trim_end_matches('.') {
            "g" | "gram" | "grams" => Unit::Gram,
            "kg" => Unit::Kilogram,
            "ml" => Unit::Millilitre,
            "l" | "litre" | "litres" => Unit::Litre,
            "tsp" | "teaspoon" | "teaspoons" => Unit::Teaspoon,
            "tbsp" | "tablespoon" | "tablespoons" => Unit::Tablespoon,
            "cup" | "cups" => Unit::Cup,
            "pc" | "pcs" | "piece" | "pieces" => Unit::Piece,
            _ => return None,
        };
        Some(unit)
    }

    /// Base units (g, ml or pieces) in one of this unit.
    pub fn factor(self) -> f64 {
        match self {
            Unit::Gram | Unit::Millilitre | Unit::Piece => 1.0,
            Unit::Kilogram | Unit::Litre => 1000.0,
            Unit::Teaspoon => 5.0,
            Unit::Tablespoon => 15.0,
            Unit::Cup => 240.0,
        }
    }

    pub fn dim(self) -> Dim {
        match self {
            Unit::Gram | Unit::Kilogram => Dim::Mass,
            Unit::Piece => Dim::Count,
            _ => Dim::Volume,
        }
    }
}

/// An amount in a unit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Qty {
    pub amount: f64,
    pub unit: Unit,
}

impl Qty {
    pub fn new(amount: f64, unit: Unit) -> Qty {
        Qty { amount, unit }
    }

    /// The amount in base units, with what it measures.
    pub fn to_base(self) -> (f64, Dim) {
        (self.amount * self.unit.factor(), self.unit.dim())
    }
}

/// A base amount as a shopping list shows it: whole grams and millilitres up to a thousand,
/// kilograms and litres with up to two decimals above, pieces rounded up.
pub struct Shown(pub f64, pub Dim);

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Shown(amount, dim) = *self;
        let (small, large) = match dim {
            Dim::Mass => ("g", "kg"),
            Dim::Volume => ("ml", "l"),
            Dim::Count => return write!(f, "{} pc", amount.ceil()),
        };
        if amount >= 1000.0 {
            let big = format!("{:.2}", amount / 1000.0);
            let big = big.trim_end_matches('0').trim_end_matches('.');
            write!(f, "{big} {large}")
        } else {
            write!(f, "{} {small}", amount.round())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_unit_words() {
        assert_eq!(Unit::parse("Tbsp."), Some(Unit::Tablespoon));
        assert_eq!(Unit::parse("kg"), Some(Unit::Kilogram));
        assert_eq!(Unit::parse("handful"), None);
    }

    #[test]
    fn shows_large_amounts_in_kilograms() {
        assert_eq!(Shown(1250.0, Dim::Mass).to_string(), "1.25 kg");
        assert_eq!(Shown(2000.0, Dim::Mass).to_string(), "2 kg");
        assert_eq!(Shown(12.4, Dim::Mass).to_string(), "12 g");
        assert_eq!(Shown(2.5, Dim::Count).to_string(), "3 pc");
    }
}
