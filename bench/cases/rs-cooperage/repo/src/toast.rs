//! Toasting: the cask is raised over a cresset fire before heading.

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Toast {
    Light,
    Medium,
    MediumPlus,
    Heavy,
}

impl Toast {
    /// Minutes over the fire for a barrique-sized cask.
    pub fn minutes(self) -> u32 {
        match self {
            Toast::Light => 25,
            Toast::Medium => 35,
            Toast::MediumPlus => 45,
            Toast::Heavy => 55,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Toast::Light => "light",
            Toast::Medium => "medium",
            Toast::MediumPlus => "medium plus",
            Toast::Heavy => "heavy",
        }
    }

    /// Time over the fire for a cask of the given nominal size: bigger casks
    /// take longer, a minute more for every 50 litres above a barrique.
    pub fn minutes_for(self, nominal_litres: f64) -> u32 {
        let extra = ((nominal_litres - 225.0) / 50.0).ceil().max(0.0) as u32;
        self.minutes() + extra
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bigger_casks_toast_longer() {
        assert_eq!(Toast::Medium.minutes_for(225.0), 35);
        assert_eq!(Toast::Medium.minutes_for(125.0), 35);
        assert_eq!(Toast::Heavy.minutes_for(500.0), 61);
    }
}
