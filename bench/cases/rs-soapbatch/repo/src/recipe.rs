use crate::oils::{self, Oil};
use std::fmt;

/// Which lye the batch is made with.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum LyeKind {
    /// Sodium hydroxide: hard bars.
    NaOH,
    /// Potassium hydroxide: liquid soap.
    KOH,
    /// Both, for cream soaps: `koh_percent` of the saponification done by KOH.
    Dual { koh_percent: f64 },
}

#[derive(Debug, Clone, PartialEq)]
pub enum RecipeError {
    UnknownOil(String),
    Empty,
    BadPercent(f64),
}

impl fmt::Display for RecipeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecipeError::UnknownOil(n) => write!(f, "unknown oil {n:?}"),
            RecipeError::Empty => write!(f, "recipe has no oils"),
            RecipeError::BadPercent(p) => write!(f, "percentage {p} out of range"),
        }
    }
}

impl std::error::Error for RecipeError {}

/// A batch: oils by weight and how to saponify them.
#[derive(Debug, Clone, PartialEq)]
pub struct Recipe {
    pub oils: Vec<(&'static Oil, f64)>,
    pub lye: LyeKind,
    /// Percent of the oils left unsaponified, for mildness.
    pub superfat_percent: f64,
    /// Purity of the KOH flakes, percent (commercial KOH is about 90).
    pub koh_purity_percent: f64,
    /// Water to lye, by weight.
    pub water_ratio: f64,
}

impl Recipe {
    pub fn new(lye: LyeKind) -> Recipe {
        Recipe {
            oils: Vec::new(),
            lye,
            superfat_percent: 5.0,
            koh_purity_percent: 90.0,
            water_ratio: 2.0,
        }
    }

    /// Adds `grams` of the named oil.
    pub fn oil(mut self, name: &str, grams: f64) -> Result<Recipe, RecipeError> {
        let oil = oils::find(name).ok_or_else(|| RecipeError::UnknownOil(name.to_string()))?;
        self.oils.push((oil, grams));
        Ok(self)
    }

    pub fn superfat(mut self, percent: f64) -> Result<Recipe, RecipeError> {
        if !(0.0..=20.0).contains(&percent) {
            return Err(RecipeError::BadPercent(percent));
        }
        self.superfat_percent = percent;
        Ok(self)
    }

    pub fn water_ratio(mut self, ratio: f64) -> Recipe {
        self.water_ratio = ratio;
        self
    }

    /// Total weight of the oils in grams.
    pub fn oil_weight(&self) -> f64 {
        self.oils.iter().map(|(_, g)| g).sum()
    }
}
