//! Gem materials with the constants a cutter works from.

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Material {
    pub name: &'static str,
    /// specific gravity (density relative to water)
    pub sg: f64,
    /// refractive index
    pub ri: f64,
    /// Mohs hardness
    pub hardness: f64,
}

const MATERIALS: [Material; 7] = [
    Material { name: "quartz", sg: 2.65, ri: 1.544, hardness: 7.0 },
    Material { name: "beryl", sg: 2.72, ri: 1.577, hardness: 7.5 },
    Material { name: "tourmaline", sg: 3.06, ri: 1.624, hardness: 7.0 },
    Material { name: "spinel", sg: 3.60, ri: 1.718, hardness: 8.0 },
    Material { name: "corundum", sg: 4.00, ri: 1.762, hardness: 9.0 },
    Material { name: "garnet", sg: 3.78, ri: 1.760, hardness: 7.25 },
    Material { name: "fluorite", sg: 3.18, ri: 1.434, hardness: 4.0 },
];

pub fn material(name: &str) -> Option<Material> {
    MATERIALS.iter().copied().find(|m| m.name.eq_ignore_ascii_case(name))
}

impl Material {
    /// Critical angle in degrees: light meeting a pavilion facet at a smaller angle to the
    /// normal leaks out of the stone.
    pub fn critical_angle_deg(&self) -> f64 {
        (1.0 / self.ri).asin().to_degrees()
    }

    /// Soft stones need a slower lap and a finer polish: an extra charge per carat.
    pub fn is_soft(&self) -> bool {
        self.hardness < 7.0
    }
}
