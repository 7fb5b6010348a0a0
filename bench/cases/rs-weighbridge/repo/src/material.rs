//! Materials the site takes in or sells, with their prices and the landfill
//! tax band that applies to waste taken in.

use std::collections::BTreeMap;

/// Landfill tax, pence per tonne, standard rate (from 1 April 2025).
pub const STANDARD_RATE_PENCE: u32 = 12_615;
/// Landfill tax, pence per tonne, lower rate for qualifying inert material.
pub const LOWER_RATE_PENCE: u32 = 405;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TaxBand {
    Standard,
    Lower,
    /// Recovered, reused or sold on: no landfill tax.
    Exempt,
}

impl TaxBand {
    pub fn rate_pence_per_tonne(self) -> u32 {
        match self {
            TaxBand::Standard => STANDARD_RATE_PENCE,
            TaxBand::Lower => LOWER_RATE_PENCE,
            TaxBand::Exempt => 0,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            TaxBand::Standard => "standard",
            TaxBand::Lower => "lower",
            TaxBand::Exempt => "exempt",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Material {
    /// Short site code, e.g. `MOT1`.
    pub code: String,
    pub name: String,
    /// European Waste Catalogue code for waste, empty for products.
    pub ewc: String,
    /// Price per tonne, pence: the gate fee for waste, the sale price for
    /// products.
    pub price_pence_per_tonne: u32,
    pub band: TaxBand,
}

impl Material {
    pub fn new(code: &str, name: &str, price_pence_per_tonne: u32, band: TaxBand) -> Material {
        Material {
            code: code.to_ascii_uppercase(),
            name: name.to_string(),
            ewc: String::new(),
            price_pence_per_tonne,
            band,
        }
    }

    pub fn with_ewc(mut self, ewc: &str) -> Material {
        self.ewc = ewc.to_string();
        self
    }

    pub fn is_waste(&self) -> bool {
        !self.ewc.is_empty()
    }
}

#[derive(Debug, Default)]
pub struct Catalogue {
    materials: BTreeMap<String, Material>,
}

impl Catalogue {
    pub fn new() -> Catalogue {
        Catalogue::default()
    }

    pub fn add(&mut self, material: Material) {
        self.materials.insert(material.code.clone(), material);
    }

    pub fn find(&self, code: &str) -> Option<&Material> {
        self.materials.get(&code.to_ascii_uppercase())
    }

    pub fn codes(&self) -> impl Iterator<Item = &str> {
        self.materials.keys().map(|k| k.as_str())
    }

    /// The usual price list of a small quarry with a transfer station.
    pub fn standard() -> Catalogue {
        let mut c = Catalogue::new();
        c.add(Material::new("MOT1", "Type 1 sub-base", 1_650, TaxBand::Exempt));
        c.add(Material::new("SCAL", "20mm scalpings", 1_250, TaxBand::Exempt));
        c.add(Material::new("SOIL", "Inert soil and stones", 2_800, TaxBand::Lower).with_ewc("17 05 04"));
        c.add(Material::new("CDW", "Mixed construction waste", 9_500, TaxBand::Standard).with_ewc("17 09 04"));
        c.add(Material::new("GRN", "Green waste", 3_900, TaxBand::Exempt).with_ewc("20 02 01"));
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_case_insensitive() {
        let c = Catalogue::standard();
        assert_eq!(c.find("mot1").unwrap().name, "Type 1 sub-base");
        assert!(c.find("NOPE").is_none());
    }

    #[test]
    fn bands() {
        assert_eq!(TaxBand::Standard.rate_pence_per_tonne(), 12_615);
        assert_eq!(TaxBand::Lower.rate_pence_per_tonne(), 405);
        assert_eq!(TaxBand::Exempt.rate_pence_per_tonne(), 0);
        assert!(Catalogue::standard().find("CDW").unwrap().is_waste());
        assert!(!Catalogue::standard().find("SCAL").unwrap().is_waste());
    }
}
