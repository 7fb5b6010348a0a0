//! Hat materials and the ease each needs over the head measurement.

use crate::measure::Length;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Material {
    Felt,
    Straw,
    Sinamay,
    Fabric,
    Leather,
}

impl Material {
    pub fn parse(name: &str) -> Option<Material> {
        match name.trim().to_ascii_lowercase().as_str() {
            "felt" | "fur felt" | "wool felt" => Some(Material::Felt),
            "straw" | "panama" | "parasisal" => Some(Material::Straw),
            "sinamay" => Some(Material::Sinamay),
            "fabric" | "tweed" | "velvet" => Some(Material::Fabric),
            "leather" => Some(Material::Leather),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Material::Felt => "felt",
            Material::Straw => "straw",
            Material::Sinamay => "sinamay",
            Material::Fabric => "fabric",
            Material::Leather => "leather",
        }
    }

    /// What the block must add to the head: felt shrinks a little as it dries
    /// on the block, straw barely gives at all, sinamay is worn close.
    pub fn ease(self) -> Length {
        match self {
            Material::Felt => Length::mm(6.0),
            Material::Straw => Length::mm(10.0),
            Material::Sinamay => Length::mm(3.0),
            Material::Fabric => Length::mm(8.0),
            Material::Leather => Length::mm(12.0),
        }
    }
}
