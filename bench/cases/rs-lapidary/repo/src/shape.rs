//! Outlines a stone can be cut to.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    Round,
    Oval,
    Cushion,
    Emerald,
    Pear,
}

impl Shape {
    /// Volume factor: carats = length x width x depth (mm) x factor x specific gravity.
    pub fn weight_factor(self) -> f64 {
        match self {
            Shape::Round => 0.00173,
            Shape::Oval => 0.00165,
            Shape::Cushion => 0.00190,
            Shape::Emerald => 0.00227,
            Shape::Pear => 0.00156,
        }
    }

    /// Share of the rough's weight a good preform of this outline keeps, in percent.
    pub fn typical_recovery(self) -> f64 {
        match self {
            Shape::Round => 30.0,
            Shape::Oval | Shape::Pear => 33.0,
            Shape::Cushion => 38.0,
            Shape::Emerald => 42.0,
        }
    }
}

pub fn facet_count(shape: Shape) -> u32 {
    match shape {
        Shape::Round => 57,
        Shape::Oval => 57,
        Shape::Cushion => 65,
        Shape::Emerald => 49,
        Shape::Pear => 58,
    }
}
