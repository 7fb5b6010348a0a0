use crate::material::Material;
use crate::shape::Shape;

/// Outline and depth of a cut stone in millimetres.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Dimensions {
    pub length: f64,
    pub width: f64,
    pub depth: f64,
}

/// Estimated weight of the finished stone, in carats rounded to hundredths.
pub fn estimate_carats(shape: Shape, dims: Dimensions, material: &Material) -> f64 {
    let ct = dims.length * dims.width * dims.depth * shape.weight_factor() * material.sg;
    round2(ct)
}

pub fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}
