//! Key cutting: a blank from the catalogue plus a cutting charge per key.

use std::fmt;

use crate::catalogue::{Catalogue, Category};
use crate::money::Pence;

/// Charge for cutting one key, excluding the blank.
pub const CUTTING_CHARGE: Pence = 350;
/// From this many keys cut to the same pattern, each further key's cutting is cheaper.
pub const MULTI_KEY_FROM: u32 = 3;
/// Cutting charge for the third and later copies.
pub const MULTI_KEY_CHARGE: Pence = 250;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyError {
    NotABlank(String),
    NoKeys,
}

impl fmt::Display for KeyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeyError::NotABlank(sku) => write!(f, "{} is not a key blank", sku),
            KeyError::NoKeys => write!(f, "a key cutting job needs at least one key"),
        }
    }
}

impl std::error::Error for KeyError {}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyJob {
    pub blank_sku: String,
    pub copies: u32,
}

impl KeyJob {
    pub fn new(catalogue: &Catalogue, blank_sku: &str, copies: u32) -> Result<KeyJob, KeyError> {
        if copies == 0 {
            return Err(KeyError::NoKeys);
        }
        match catalogue.get(blank_sku) {
            Some(item) if item.category == Category::KeyBlanks => {
                Ok(KeyJob { blank_sku: blank_sku.to_string(), copies })
            }
            _ => Err(KeyError::NotABlank(blank_sku.to_string())),
        }
    }

    /// Cutting charges for the job (blanks are rung up separately).
    pub fn cutting_charge(&self) -> Pence {
        let full = self.copies.min(MULTI_KEY_FROM - 1) as i64;
        let reduced = self.copies as i64 - full;
        full * CUTTING_CHARGE + reduced * MULTI_KEY_CHARGE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_key() {
        let c = Catalogue::standard();
        let job = KeyJob::new(&c, "BLK-YA1", 1).unwrap();
        assert_eq!(job.cutting_charge(), 350);
    }

    #[test]
    fn copies_from_the_third_are_cheaper() {
        let c = Catalogue::standard();
        assert_eq!(KeyJob::new(&c, "BLK-YA1", 2).unwrap().cutting_charge(), 700);
        assert_eq!(KeyJob::new(&c, "BLK-YA1", 3).unwrap().cutting_charge(), 950);
        assert_eq!(KeyJob::new(&c, "BLK-YA1", 5).unwrap().cutting_charge(), 1450);
    }

    #[test]
    fn only_blanks_can_be_cut() {
        let c = Catalogue::standard();
        assert_eq!(KeyJob::new(&c, "HAM-16", 1), Err(KeyError::NotABlank("HAM-16".into())));
        assert_eq!(KeyJob::new(&c, "BLK-YA1", 0), Err(KeyError::NoKeys));
    }
}
