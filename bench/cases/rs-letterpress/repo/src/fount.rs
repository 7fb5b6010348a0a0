//! A fount: one face at one body size, with the set width of each sort in units.

use crate::error::SetError;
use std::collections::HashMap;

#[derive(Debug, Clone)]
pub struct Fount {
    name: String,
    size_pt: u32,
    widths: HashMap<char, u32>,
}

/// Set widths of a Caslon old face, in units of 1/18 em, grouped by width.
const CASLON_WIDTHS: &[(&str, u32)] = &[
    ("ijlt.,;:'!", 5),
    ("frs-", 7),
    ("acegz?", 8),
    ("bdhknopquvxy", 9),
    ("w", 12),
    ("m", 14),
    ("IJ", 6),
    ("SFLPT", 10),
    ("ABCEGKRVXYZ", 12),
    ("DHNOQU", 13),
    ("M", 15),
    ("W", 17),
    ("0123456789", 9),
];

impl Fount {
    /// A fount with the given set widths.
    pub fn new(name: &str, size_pt: u32, widths: HashMap<char, u32>) -> Fount {
        assert!(size_pt > 0, "a fount needs a body size");
        Fount { name: name.to_string(), size_pt, widths }
    }

    /// Caslon old face at `size_pt` points.
    pub fn caslon(size_pt: u32) -> Fount {
        let mut widths = HashMap::new();
        for (sorts, units) in CASLON_WIDTHS {
            for c in sorts.chars() {
                widths.insert(c, *units);
            }
        }
        Fount::new("Caslon", size_pt, widths)
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn size_pt(&self) -> u32 {
        self.size_pt
    }

    /// The set width of one sort in units.
    pub fn width_of(&self, c: char) -> Result<u32, SetError> {
        self.widths.get(&c).copied().ok_or(SetError::NoSort(c))
    }

    /// The width of a word, the sum of its sorts.
    pub fn word_width(&self, word: &str) -> Result<u32, SetError> {
        word.chars().map(|c| self.width_of(c)).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_of_caslon() {
        let f = Fount::caslon(12);
        assert_eq!(f.width_of('m'), Ok(14));
        assert_eq!(f.width_of('i'), Ok(5));
        assert_eq!(f.word_width("press"), Ok(9 + 7 + 8 + 7 + 7));
    }

    #[test]
    fn a_missing_sort_is_an_error() {
        let f = Fount::caslon(12);
        assert_eq!(f.word_width("na\u{ef}ve"), Err(SetError::NoSort('\u{ef}')));
    }
}
