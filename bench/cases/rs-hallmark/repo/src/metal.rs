//! Precious metals and their legal standards of fineness, in parts per thousand.

use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Metal {
    Silver,
    Palladium,
    Gold,
    Platinum,
}

impl Metal {
    /// The standards an article may be hallmarked at, lowest first.
    pub fn standards(self) -> &'static [u16] {
        match self {
            Metal::Silver => &[800, 925, 958, 999],
            Metal::Palladium => &[500, 950, 999],
            Metal::Gold => &[375, 585, 750, 916, 990, 999],
            Metal::Platinum => &[850, 900, 950, 999],
        }
    }

    /// The code used on the intake sheet, e.g. `AG` for silver.
    pub fn code(self) -> &'static str {
        match self {
            Metal::Silver => "AG",
            Metal::Palladium => "PD",
            Metal::Gold => "AU",
            Metal::Platinum => "PT",
        }
    }

    /// The highest standard that an assayed fineness meets, if any. There is no
    /// negative tolerance: 924.9 parts per thousand is not sterling.
    pub fn standard_met(self, assayed: f64) -> Option<u16> {
        self.standards()
            .iter()
            .rev()
            .copied()
            .find(|&s| assayed >= f64::from(s))
    }

    pub fn is_standard(self, fineness: u16) -> bool {
        self.standards().contains(&fineness)
    }
}

impl fmt::Display for Metal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Metal::Silver => "silver",
            Metal::Palladium => "palladium",
            Metal::Gold => "gold",
            Metal::Platinum => "platinum",
        };
        f.write_str(name)
    }
}

impl FromStr for Metal {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_uppercase().as_str() {
            "AG" => Ok(Metal::Silver),
            "PD" => Ok(Metal::Palladium),
            "AU" => Ok(Metal::Gold),
            "PT" => Ok(Metal::Platinum),
            other => Err(format!("unknown metal code {other:?}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_negative_tolerance() {
        assert_eq!(Metal::Silver.standard_met(924.9), Some(800));
        assert_eq!(Metal::Silver.standard_met(925.0), Some(925));
        assert_eq!(Metal::Gold.standard_met(374.0), None);
        assert_eq!(Metal::Platinum.standard_met(999.5), Some(999));
    }

    #[test]
    fn codes_round_trip() {
        for m in [Metal::Silver, Metal::Palladium, Metal::Gold, Metal::Platinum] {
            assert_eq!(m.code().parse::<Metal>(), Ok(m));
        }
        assert!("XX".parse::<Metal>().is_err());
    }
}
