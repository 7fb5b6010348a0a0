use crate::oils;
use crate::recipe::{LyeKind, Recipe, RecipeError};

/// Lye to weigh out, in grams (KOH as flakes of the recipe's purity).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct LyeAmount {
    pub naoh: f64,
    pub koh: f64,
}

impl LyeAmount {
    pub fn total(&self) -> f64 {
        self.naoh + self.koh
    }
}

/// The lye for a recipe, after the superfat discount.
pub fn lye_for(recipe: &Recipe) -> Result<LyeAmount, RecipeError> {
    if recipe.oils.is_empty() {
        return Err(RecipeError::Empty);
    }
    let naoh_full: f64 = recipe
        .oils
        .iter()
        .map(|(o, g)| oils::naoh_per_gram(o) * g)
        .sum();
    let koh_full: f64 = recipe
        .oils
        .iter()
        .map(|(o, g)| oils::koh_per_gram(o) * g)
        .sum();
    let discount = (100.0 - recipe.superfat_percent) / 100.0;
    let purity = recipe.koh_purity_percent / 100.0;
    let amount = match recipe.lye {
        LyeKind::NaOH => LyeAmount {
            naoh: naoh_full * discount,
            koh: 0.0,
        },
        LyeKind::KOH => LyeAmount {
            naoh: 0.0,
            koh: koh_full * discount / purity,
        },
        LyeKind::Dual { koh_percent } => {
            if !(0.0..=100.0).contains(&koh_percent) {
                return Err(RecipeError::BadPercent(koh_percent));
            }
            LyeAmount {
                naoh: naoh_full * discount * (100.0 - koh_percent) / 100.0,
                koh: koh_full * discount * koh_percent / 100.0 / purity,
            }
        }
    };
    Ok(amount)
}

/// Rounds to a tenth of a gram, the resolution of a soaper's scale.
pub fn tenth(g: f64) -> f64 {
    (g * 10.0).round() / 10.0
}
