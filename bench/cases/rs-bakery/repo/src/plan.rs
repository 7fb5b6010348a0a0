//! A day's orders: the shopping list, net of the pantry.

use std::collections::BTreeMap;

use crate::pantry::Pantry;
use crate::recipe::Recipe;
use crate::units::{Dim, Shown};

/// One line of a shopping list.
#[derive(Debug, PartialEq)]
pub struct Line {
    pub name: String,
    pub amount: f64,
    pub dim: Dim,
}

impl Line {
    /// "flour: 1.25 kg"
    pub fn show(&self) -> String {
        format!("{}: {}", self.name, Shown(self.amount, self.dim))
    }
}

/// The base amounts the orders need, per ingredient and dimension, in name order.
pub fn needs(orders: &[(&Recipe, u32)]) -> BTreeMap<(String, Dim), f64> {
    let mut need: BTreeMap<(String, Dim), f64> = BTreeMap::new();
    for (recipe, servings) in orders {
        for ingredient in recipe.scaled(*servings).ingredients {
            let (amount, dim) = ingredient.qty.to_base();
            *need.entry((ingredient.name, dim)).or_insert(0.0) += amount;
        }
    }
    need
}

/// What to buy for the orders: each need less what the pantry holds, dropping what is covered.
pub fn shopping_list(orders: &[(&Recipe, u32)], pantry: &Pantry) -> Vec<Line> {
    needs(orders)
        .into_iter()
        .filter_map(|((name, dim), amount)| {
            let short = amount - pantry.held(&name, dim);
            (short > 1e-9).then_some(Line { name, amount: short, dim })
        })
        .collect()
}
