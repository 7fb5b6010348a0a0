use crate::material::Material;
use crate::pricing::cutting_fee;
use crate::recovery::{recovery_percent, POOR_RECOVERY_SHARE};
use crate::shape::Shape;
use crate::weight::{estimate_carats, Dimensions};

/// A piece of rough brought in to be cut to a planned outline.
#[derive(Debug, Clone)]
pub struct Job {
    pub material: Material,
    pub shape: Shape,
    pub rough_ct: f64,
    pub planned: Dimensions,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Quote {
    pub estimated_ct: f64,
    pub recovery_percent: f64,
    /// the plan keeps too little of the rough for this outline
    pub poor_recovery: bool,
    pub fee_cents: u64,
}

impl Job {
    pub fn quote(&self) -> Quote {
        let estimated_ct = estimate_carats(self.shape, self.planned, &self.material);
        let recovery = recovery_percent(self.rough_ct, estimated_ct);
        Quote {
            estimated_ct,
            recovery_percent: recovery,
            poor_recovery: recovery < self.shape.typical_recovery() * POOR_RECOVERY_SHARE,
            fee_cents: cutting_fee(&self.material, self.shape, self.rough_ct),
        }
    }
}
