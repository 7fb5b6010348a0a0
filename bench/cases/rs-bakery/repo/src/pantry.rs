//! What the bakery already has, in base amounts per ingredient.

use std::collections::HashMap;

use crate::units::{Dim, Qty};

#[derive(Default, Debug)]
pub struct Pantry {
    stock: HashMap<(String, Dim), f64>,
}

impl Pantry {
    pub fn new() -> Pantry {
        Pantry::default()
    }

    /// Add stock of an ingredient (kept apart per dimension: eggs by the piece are not eggs by
    /// the gram).
    pub fn stock(&mut self, name: &str, qty: Qty) -> &mut Pantry {
        let (amount, dim) = qty.to_base();
        *self.stock.entry((name.to_lowercase(), dim)).or_insert(0.0) += amount;
        self
    }

    /// Add stock from a line in the recipe format ("flour 2 kg"); false if it does not read.
    pub fn stock_line(&mut self, line: &str) -> bool {
        match crate::recipe::ingredient(line) {
            Some(i) => {
                self.stock(&i.name, i.qty);
                true
            }
            None => false,
        }
    }

    /// The base amount held of `name` measured in `dim`.
    pub fn held(&self, name: &str, dim: Dim) -> f64 {
        self.stock.get(&(name.to_lowercase(), dim)).copied().unwrap_or(0.0)
    }
}
