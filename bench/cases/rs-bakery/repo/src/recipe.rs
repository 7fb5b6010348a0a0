//! Recipes in plain text:
//!
//! ```text
//! Brioche, serves 8
//! flour 500 g
//! milk 0.25 l
//! eggs 5 pc
//! ```

use crate::units::{Qty, Unit};

#[derive(Clone, Debug, PartialEq)]
pub struct Ingredient {
    pub name: String,
    pub qty: Qty,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Recipe {
    pub name: String,
    pub serves: u32,
    pub ingredients: Vec<Ingredient>,
}

#[derive(Debug, PartialEq)]
pub enum ParseError {
    Empty,
    Header(String),
    Line(usize, String),
}

/// Read a recipe: a header line "NAME, serves N", then one "NAME AMOUNT UNIT" line per
/// ingredient (the name may have spaces; blank lines and lines starting with '#' are skipped).
pub fn parse(text: &str) -> Result<Recipe, ParseError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'));
    let (_, header) = lines.next().ok_or(ParseError::Empty)?;
    let (name, serves) = header
        .rsplit_once(", serves ")
        .ok_or_else(|| ParseError::Header(header.to_string()))?;
    let serves: u32 = serves
        .trim()
        .parse()
        .map_err(|_| ParseError::Header(header.to_string()))?;
    if serves == 0 {
        return Err(ParseError::Header(header.to_string()));
    }
    let mut ingredients = Vec::new();
    for (number, line) in lines {
        ingredients.push(ingredient(line).ok_or_else(|| ParseError::Line(number, line.to_string()))?);
    }
    Ok(Recipe { name: name.trim().to_string(), serves, ingredients })
}

pub(crate) fn ingredient(line: &str) -> Option<Ingredient> {
    let mut words: Vec<&str> = line.split_whitespace().collect();
    if words.len() < 3 {
        return None;
    }
    let unit = Unit::parse(words.pop()?)?;
    let amount: f64 = words.pop()?.parse().ok()?;
    if !(amount > 0.0) {
        return None;
    }
    Some(Ingredient { name: words.join(" ").to_lowercase(), qty: Qty::new(amount, unit) })
}

impl Recipe {
    /// The recipe for `servings` servings: every amount times servings / serves.
    pub fn scaled(&self, servings: u32) -> Recipe {
        let ratio = f64::from(servings) / f64::from(self.serves);
        let ingredients = self
            .ingredients
            .iter()
            .map(|i| Ingredient { name: i.name.clone(), qty: Qty::new(i.qty.amount * ratio, i.qty.unit) })
            .collect();
        Recipe { name: self.name.clone(), serves: servings, ingredients }
    }
}
