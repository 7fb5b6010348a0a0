//! Cask kinds and the volume of a cask from its measured dimensions.

use crate::units::{mm3_to_litres, round1};
use std::f64::consts::PI;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CaskKind {
    Quarter,
    Barrique,
    Hogshead,
    Puncheon,
    Butt,
}

/// Measured inside dimensions of a cask, in millimetres.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Dimensions {
    pub head_mm: f64,
    pub bilge_mm: f64,
    pub length_mm: f64,
}

impl CaskKind {
    pub const ALL: [CaskKind; 5] = [
        CaskKind::Quarter,
        CaskKind::Barrique,
        CaskKind::Hogshead,
        CaskKind::Puncheon,
        CaskKind::Butt,
    ];

    pub fn name(self) -> &'static str {
        match self {
            CaskKind::Quarter => "quarter",
            CaskKind::Barrique => "barrique",
            CaskKind::Hogshead => "hogshead",
            CaskKind::Puncheon => "puncheon",
            CaskKind::Butt => "butt",
        }
    }

    pub fn from_name(name: &str) -> Option<CaskKind> {
        let name = name.trim().to_ascii_lowercase();
        CaskKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The nominal capacity the trade sells the cask as.
    pub fn nominal_litres(self) -> f64 {
        match self {
            CaskKind::Quarter => 125.0,
            CaskKind::Barrique => 225.0,
            CaskKind::Hogshead => 250.0,
            CaskKind::Puncheon => 500.0,
            CaskKind::Butt => 500.0,
        }
    }

    /// Standard inside dimensions the shop raises this kind to.
    pub fn standard_dimensions(self) -> Dimensions {
        let (head_mm, bilge_mm, length_mm) = match self {
            CaskKind::Quarter => (440.0, 530.0, 630.0),
            CaskKind::Barrique => (560.0, 680.0, 710.0),
            CaskKind::Hogshead => (590.0, 710.0, 730.0),
            CaskKind::Puncheon => (740.0, 900.0, 900.0),
            CaskKind::Butt => (680.0, 830.0, 1040.0),
        };
        Dimensions { head_mm, bilge_mm, length_mm }
    }

    /// Stave length: the inside length plus the chime at each end.
    pub fn stave_length_mm(self) -> u32 {
        self.standard_dimensions().length_mm as u32 + 2 * 45
    }
}

/// Volume in litres by Oughtred's rule, V = π L (2B² + H²) / 12, with B the
/// bilge and H the head diameter, rounded to one decimal.
pub fn volume_litres(d: &Dimensions) -> f64 {
    let b2 = d.bilge_mm * d.bilge_mm;
    let h2 = d.head_mm * d.head_mm;
    round1(mm3_to_litres(PI * d.length_mm * (2.0 * b2 + h2) / 12.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for kind in CaskKind::ALL {
            assert_eq!(CaskKind::from_name(kind.name()), Some(kind));
        }
        assert_eq!(CaskKind::from_name(" Hogshead "), Some(CaskKind::Hogshead));
        assert_eq!(CaskKind::from_name("firkin"), None);
    }
}
