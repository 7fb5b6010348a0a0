//! A formula in baker's percentages: each ingredient as a percentage of the
//! flour, which is 100%.

use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct Ingredient {
    pub name: String,
    pub percent: f64,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Formula {
    pub ingredients: Vec<Ingredient>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FormulaError {
    BadLine { line: usize, text: String },
    Duplicate { line: usize, name: String },
}

impl fmt::Display for FormulaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormulaError::BadLine { line, text } => {
                write!(f, "line {}: expected `name NN%`, got {:?}", line, text)
            }
            FormulaError::Duplicate { line, name } => write!(f, "line {}: {} twice", line, name),
        }
    }
}

impl std::error::Error for FormulaError {}

impl Formula {
    /// One ingredient a line, `water 72%` or `olive oil 3.5%`. Flour is
    /// implied. Blank lines and `#` comments are skipped.
    pub fn parse(text: &str) -> Result<Formula, FormulaError> {
        let mut ingredients: Vec<Ingredient> = Vec::new();
        for (index, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let bad = || FormulaError::BadLine { line: index + 1, text: line.to_string() };
            let (name, amount) = line.rsplit_once(char::is_whitespace).ok_or_else(bad)?;
            let percent: f64 = amount
                .strip_suffix('%')
                .and_then(|p| p.parse().ok())
                .filter(|p: &f64| p.is_finite() && *p >= 0.0)
                .ok_or_else(bad)?;
            let name = name.trim().to_lowercase();
            if ingredients.iter().any(|i| i.name == name) || name == "flour" {
                return Err(FormulaError::Duplicate { line: index + 1, name });
            }
            ingredients.push(Ingredient { name, percent });
        }
        Ok(Formula { ingredients })
    }

    pub fn percent_of(&self, name: &str) -> f64 {
        self.ingredients.iter().filter(|i| i.name == name).map(|i| i.percent).sum()
    }

    /// The sum of all percentages, flour's 100 included.
    pub fn total_percent(&self) -> f64 {
        100.0 + self.ingredients.iter().map(|i| i.percent).sum::<f64>()
    }

    /// Each ingredient's weight for `flour_g` grams of flour, flour first,
    /// rounded to the gram.
    pub fn weights(&self, flour_g: u32) -> Vec<(String, u32)> {
        let mut out = vec![("flour".to_string(), flour_g)];
        for ingredient in &self.ingredients {
            let grams = (flour_g as f64 * ingredient.percent / 100.0).round() as u32;
            out.push((ingredient.name.clone(), grams));
        }
        out
    }

    /// Water as a percentage of flour.
    pub fn hydration(&self) -> f64 {
        self.percent_of("water")
    }
}
