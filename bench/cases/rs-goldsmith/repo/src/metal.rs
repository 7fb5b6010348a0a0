//! Precious metals and the legal standards (millesimal fineness) they are sold in.

use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Metal {
    Gold,
    Silver,
    Platinum,
    Palladium,
}

impl Metal {
    pub const ALL: [Metal; 4] = [Metal::Gold, Metal::Silver, Metal::Platinum, Metal::Palladium];

    pub fn name(self) -> &'static str {
        match self {
            Metal::Gold => "gold",
            Metal::Silver => "silver",
            Metal::Platinum => "platinum",
            Metal::Palladium => "palladium",
        }
    }

    /// The chemical symbol, used as a prefix on platinum and palladium standards.
    pub fn symbol(self) -> &'static str {
        match self {
            Metal::Gold => "Au",
            Metal::Silver => "Ag",
            Metal::Platinum => "Pt",
            Metal::Palladium => "Pd",
        }
    }
}

impl fmt::Display for Metal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MetalError {
    UnknownStandard(Metal, u16),
    Unparsable(String),
}

impl fmt::Display for MetalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MetalError::UnknownStandard(metal, fineness) => {
                write!(f, "{} is not a recognised standard for {}", fineness, metal)
            }
            MetalError::Unparsable(text) => write!(f, "cannot read a standard from {:?}", text),
        }
    }
}

impl std::error::Error for MetalError {}

/// A metal at a legal standard of fineness, in parts per thousand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Standard {
    pub metal: Metal,
    pub fineness: u16,
}

/// Every standard the workshop buys, sells and sends for assay, with the
/// density of a typical alloy at that standard in g/cm³.
const STANDARDS: [(Metal, u16, f64); 17] = [
    (Metal::Gold, 375, 11.1),
    (Metal::Gold, 585, 13.1),
    (Metal::Gold, 750, 15.5),
    (Metal::Gold, 916, 17.8),
    (Metal::Gold, 990, 19.1),
    (Metal::Gold, 999, 19.3),
    (Metal::Silver, 800, 10.1),
    (Metal::Silver, 925, 10.36),
    (Metal::Silver, 958, 10.4),
    (Metal::Silver, 999, 10.49),
    (Metal::Platinum, 850, 20.0),
    (Metal::Platinum, 900, 20.5),
    (Metal::Platinum, 950, 20.7),
    (Metal::Platinum, 999, 21.45),
    (Metal::Palladium, 500, 11.2),
    (Metal::Palladium, 950, 12.0),
    (Metal::Palladium, 999, 12.02),
];

impl Standard {
    pub fn new(metal: Metal, fineness: u16) -> Result<Standard, MetalError> {
        if STANDARDS.iter().any(|&(m, f, _)| m == metal && f == fineness) {
            Ok(Standard { metal, fineness })
        } else {
            Err(MetalError::UnknownStandard(metal, fineness))
        }
    }

    /// All recognised standards of one metal, lowest first.
    pub fn all_of(metal: Metal) -> Vec<Standard> {
        STANDARDS
            .iter()
            .filter(|&&(m, _, _)| m == metal)
            .map(|&(m, f, _)| Standard { metal: m, fineness: f })
            .collect()
    }

    /// Reads the ways standards are written on job bags and invoices:
    /// `18ct`, `9ct`, `925`, `sterling`, `britannia`, `pt950`, `pd500`, `750`.
    /// A bare number is gold if gold has that standard, otherwise silver.
    pub fn parse(text: &str) -> Result<Standard, MetalError> {
        let t = text.trim().to_ascii_lowercase();
        let fail = || MetalError::Unparsable(text.to_string());
        match t.as_str() {
            "sterling" => return Standard::new(Metal::Silver, 925),
            "britannia" => return Standard::new(Metal::Silver, 958),
            "fine silver" => return Standard::new(Metal::Silver, 999),
            "fine gold" => return Standard::new(Metal::Gold, 999),
            _ => {}
        }
        if let Some(carats) = t.strip_suffix("ct").or_else(|| t.strip_suffix('k')) {
            let carats: u8 = carats.trim().parse().map_err(|_| fail())?;
            return Standard::from_carat(carats).ok_or_else(fail);
        }
        for metal in [Metal::Platinum, Metal::Palladium] {
            let prefix = metal.symbol().to_ascii_lowercase();
            if let Some(rest) = t.strip_prefix(prefix.as_str()) {
                let fineness: u16 = rest.trim().parse().map_err(|_| fail())?;
                return Standard::new(metal, fineness);
            }
        }
        let fineness: u16 = t.parse().map_err(|_| fail())?;
        Standard::new(Metal::Gold, fineness).or_else(|_| Standard::new(Metal::Silver, fineness))
    }

    /// The gold standard for a carat count (9, 14, 18, 22 or 24).
    pub fn from_carat(carats: u8) -> Option<Standard> {
        let fineness = match carats {
            9 => 375,
            14 => 585,
            18 => 750,
            22 => 916,
            24 => 999,
            _ => return None,
        };
        Some(Standard { metal: Metal::Gold, fineness })
    }

    /// Carats for gold standards; `None` for the other metals.
    pub fn carat(self) -> Option<u8> {
        if self.metal != Metal::Gold {
            return None;
        }
        Some(match self.fineness {
            375 => 9,
            585 => 14,
            750 => 18,
            916 => 22,
            _ => 24,
        })
    }

    /// Density in g/cm³ of a typical alloy at this standard.
    pub fn density(self) -> f64 {
        STANDARDS
            .iter()
            .find(|&&(m, f, _)| m == self.metal && f == self.fineness)
            .map(|&(_, _, d)| d)
            .expect("a Standard is always one of STANDARDS")
    }

    /// Grams of pure metal in an article of the given gross weight.
    pub fn fine_grams(self, gross_grams: f64) -> f64 {
        gross_grams * self.fineness as f64 / 1000.0
    }

    /// How the standard is written on a quote: `18ct gold`, `sterling silver`,
    /// `950 platinum`.
    pub fn label(self) -> String {
        match (self.metal, self.fineness) {
            (Metal::Silver, 925) => "sterling silver".to_string(),
            (Metal::Silver, 958) => "Britannia silver".to_string(),
            (Metal::Gold, f) if f != 990 => format!("{}ct gold", self.carat().unwrap_or(24)),
            (metal, f) => format!("{} {}", f, metal),
        }
    }
}

impl fmt::Display for Standard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label())
    }
}
