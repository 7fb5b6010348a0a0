//! Launch methods and what they cost.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Launch {
    Winch,
    /// Aerotow to a release height in feet above the airfield.
    Aerotow { height_ft: u32 },
    /// Self-launching motor glider: no launch fee.
    SelfLaunch,
}

impl Launch {
    /// Parse the log's launch column: `W`, `S`, or `T` and the release height
    /// in hundreds of feet (`T20` is a tow to 2000 ft).
    pub fn parse(code: &str) -> Option<Launch> {
        let code = code.trim().to_ascii_uppercase();
        match code.as_str() {
            "W" => Some(Launch::Winch),
            "S" => Some(Launch::SelfLaunch),
            _ => {
                let hundreds: u32 = code.strip_prefix('T')?.parse().ok()?;
                if hundreds == 0 {
                    return None;
                }
                Some(Launch::Aerotow { height_ft: hundreds * 100 })
            }
        }
    }

    pub fn is_aerotow(&self) -> bool {
        matches!(self, Launch::Aerotow { .. })
    }
}

impl fmt::Display for Launch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Launch::Winch => f.write_str("winch"),
            Launch::Aerotow { height_ft } => write!(f, "aerotow to {} ft", height_ft),
            Launch::SelfLaunch => f.write_str("self-launch"),
        }
    }
}

/// Launch prices, in pence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LaunchTariff {
    pub winch_pence: u32,
    /// Price of a tow to `tow_base_height_ft` or lower.
    pub tow_base_pence: u32,
    pub tow_base_height_ft: u32,
    /// Price of each further 1000 ft, charged pro rata by the 100 ft.
    pub tow_per_thousand_pence: u32,
}

impl Default for LaunchTariff {
    fn default() -> LaunchTariff {
        LaunchTariff {
            winch_pence: 1100,
            tow_base_pence: 3800,
            tow_base_height_ft: 2000,
            tow_per_thousand_pence: 1200,
        }
    }
}

impl LaunchTariff {
    pub fn fee(&self, launch: &Launch) -> u32 {
        match *launch {
            Launch::Winch => self.winch_pence,
            Launch::SelfLaunch => 0,
            Launch::Aerotow { height_ft } => {
                let extra_ft = height_ft.saturating_sub(self.tow_base_height_ft);
                self.tow_base_pence + extra_ft * self.tow_per_thousand_pence / 1000
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_launch_codes() {
        assert_eq!(Launch::parse("w"), Some(Launch::Winch));
        assert_eq!(Launch::parse("S"), Some(Launch::SelfLaunch));
        assert_eq!(Launch::parse("T20"), Some(Launch::Aerotow { height_ft: 2000 }));
        assert_eq!(Launch::parse("t35"), Some(Launch::Aerotow { height_ft: 3500 }));
        assert_eq!(Launch::parse("T0"), None);
        assert_eq!(Launch::parse("T"), None);
        assert_eq!(Launch::parse("X"), None);
    }

    #[test]
    fn displays_launches() {
        assert_eq!(Launch::Aerotow { height_ft: 2000 }.to_string(), "aerotow to 2000 ft");
        assert_eq!(Launch::Winch.to_string(), "winch");
    }
}
