//! Lost-wax casting: how much metal to melt for a flask of wax models.

use crate::metal::Standard;

/// Density of injection wax in g/cm³. Bench rule: metal weight is wax weight
/// times the ratio of the metal's density to the wax's.
pub const WAX_DENSITY: f64 = 1.0;

/// Metal needed to fill the mould left by a wax model of the given weight.
pub fn metal_for_wax(wax_grams: f64, standard: Standard) -> f64 {
    wax_grams * standard.density() / WAX_DENSITY
}

/// A flask ready for burnout: the wax models on their tree.
#[derive(Clone, Debug, PartialEq)]
pub struct Flask {
    /// Wax weight of each model.
    pub models: Vec<f64>,
    /// Wax weight of the trunk and sprues.
    pub tree_grams: f64,
}

impl Flask {
    pub fn new(tree_grams: f64) -> Flask {
        Flask { models: Vec::new(), tree_grams }
    }

    pub fn add(&mut self, wax_grams: f64) -> &mut Flask {
        self.models.push(wax_grams);
        self
    }

    pub fn wax_grams(&self) -> f64 {
        self.models.iter().sum::<f64>() + self.tree_grams
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Melt {
    /// Metal that ends up in the pieces themselves.
    pub pieces_grams: f64,
    /// Metal in the trunk and sprues, returned to stock after cutting off.
    pub tree_grams: f64,
    /// Extra metal left in the crucible as a button, to feed shrinkage.
    pub button_grams: f64,
    pub total_grams: f64,
}

/// Share of the poured metal to add for the button.
pub const DEFAULT_BUTTON_PCT: f64 = 15.0;

/// The metal to melt for a flask, with a button of the given percentage of the
/// tree's full metal weight.
pub fn melt_for_flask(flask: &Flask, standard: Standard, button_pct: f64) -> Melt {
    let pieces_grams: f64 = flask.models.iter().map(|&w| metal_for_wax(w, standard)).sum();
    let tree_grams = metal_for_wax(flask.tree_grams, standard);
    let button_grams = (pieces_grams + tree_grams) * button_pct / 100.0;
    Melt { pieces_grams, tree_grams, button_grams, total_grams: pieces_grams + tree_grams + button_grams }
}

/// How many flasks of a given capacity (grams of metal per pour) a run of
/// identical models needs, and how many models go in each.
pub fn flasks_needed(model_wax_grams: f64, count: usize, standard: Standard, capacity_grams: f64) -> (usize, usize) {
    if count == 0 {
        return (0, 0);
    }
    let per_model = metal_for_wax(model_wax_grams, standard) * (1.0 + DEFAULT_BUTTON_PCT / 100.0);
    let per_flask = ((capacity_grams / per_model).floor() as usize).max(1);
    let flasks = count.div_ceil(per_flask);
    (flasks, per_flask.min(count))
}
