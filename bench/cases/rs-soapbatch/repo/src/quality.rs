use crate::recipe::Recipe;

/// Weighted iodine value of the oil blend.
pub fn iodine(recipe: &Recipe) -> f64 {
    let w = recipe.oil_weight();
    if w == 0.0 {
        return 0.0;
    }
    recipe.oils.iter().map(|(o, g)| o.iodine * g).sum::<f64>() / w
}

/// INS value (SAP minus iodine) of the blend; 136-170 makes a good bar.
pub fn ins(recipe: &Recipe) -> f64 {
    let w = recipe.oil_weight();
    if w == 0.0 {
        return 0.0;
    }
    let sap = recipe.oils.iter().map(|(o, g)| o.sap_koh * g).sum::<f64>() / w;
    sap - iodine(recipe)
}
