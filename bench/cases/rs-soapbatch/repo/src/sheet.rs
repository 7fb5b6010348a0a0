use crate::lye::{lye_for, tenth};
use crate::quality;
use crate::recipe::{Recipe, RecipeError};
use crate::water::water_by_ratio;
use std::fmt::Write;

/// The batch sheet printed for the soaping bench.
pub fn batch_sheet(title: &str, recipe: &Recipe) -> Result<String, RecipeError> {
    let lye = lye_for(recipe)?;
    let mut s = String::new();
    let total = recipe.oil_weight();
    writeln!(s, "{title}").unwrap();
    for (oil, g) in &recipe.oils {
        writeln!(
            s,
            "  {:<14}{:>8.1} g  {:>5.1}%",
            oil.name,
            g,
            g / total * 100.0
        )
        .unwrap();
    }
    if lye.naoh > 0.0 {
        writeln!(s, "  {:<14}{:>8.1} g", "NaOH", tenth(lye.naoh)).unwrap();
    }
    if lye.koh > 0.0 {
        writeln!(s, "  {:<14}{:>8.1} g", "KOH", tenth(lye.koh)).unwrap();
    }
    writeln!(
        s,
        "  {:<14}{:>8.1} g",
        "water",
        tenth(water_by_ratio(&lye, recipe.water_ratio))
    )
    .unwrap();
    writeln!(
        s,
        "  superfat {:.0}%, iodine {:.0}, INS {:.0}",
        recipe.superfat_percent,
        quality::iodine(recipe),
        quality::ins(recipe)
    )
    .unwrap();
    Ok(s)
}
