//! Developers: whether they are used once and thrown away, how much stock
//! each roll needs at least, and how many rolls a litre of a reusable
//! developer can develop.

use crate::Error;

#[derive(Debug)]
pub struct Developer {
    pub name: &'static str,
    pub one_shot: bool,
    /// Least stock solution per 135-36 roll, for highly diluted developers.
    pub min_stock_ml_per_roll: u32,
    /// Rolls per litre of stock when reused, with each roll after the first
    /// given this much more time.
    pub capacity_rolls_per_litre: u32,
    pub reuse_increase: f64,
}

pub static DEVELOPERS: &[Developer] = &[
    Developer {
        name: "D-76",
        one_shot: false,
        min_stock_ml_per_roll: 0,
        capacity_rolls_per_litre: 10,
        reuse_increase: 0.1,
    },
    Developer {
        name: "ID-11",
        one_shot: false,
        min_stock_ml_per_roll: 0,
        capacity_rolls_per_litre: 10,
        reuse_increase: 0.1,
    },
    Developer {
        name: "Rodinal",
        one_shot: true,
        min_stock_ml_per_roll: 10,
        capacity_rolls_per_litre: 0,
        reuse_increase: 0.0,
    },
];

pub fn developer(name: &str) -> Result<&'static Developer, Error> {
    DEVELOPERS
        .iter()
        .find(|d| d.name.eq_ignore_ascii_case(name))
        .ok_or_else(|| Error::UnknownDeveloper(name.to_string()))
}

impl Developer {
    /// Time factor for reused stock developer after `rolls_before` rolls have
    /// already been through it (per litre).
    pub fn reuse_factor(&self, rolls_before: u32) -> f64 {
        if self.one_shot {
            return 1.0;
        }
        1.0 + self.reuse_increase * rolls_before as f64
    }

    pub fn exhausted(&self, litres: f64, rolls_done: u32) -> bool {
        !self.one_shot && rolls_done as f64 >= self.capacity_rolls_per_litre as f64 * litres
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reused_stock_needs_more_time() {
        let d76 = developer("d-76").unwrap();
        assert_eq!(d76.reuse_factor(0), 1.0);
        assert!((d76.reuse_factor(3) - 1.3).abs() < 1e-9);
        assert_eq!(developer("Rodinal").unwrap().reuse_factor(5), 1.0);
    }

    #[test]
    fn capacity() {
        let d76 = developer("D-76").unwrap();
        assert!(!d76.exhausted(1.0, 9));
        assert!(d76.exhausted(1.0, 10));
        assert!(!developer("Rodinal").unwrap().exhausted(0.3, 40));
        assert!(matches!(developer("HC-110"), Err(Error::UnknownDeveloper(_))));
    }
}
