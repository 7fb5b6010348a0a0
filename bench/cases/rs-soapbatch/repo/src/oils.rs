/// One oil or butter from the table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Oil {
    pub name: &'static str,
    /// Saponification value, mg KOH per g of oil.
    pub sap_koh: f64,
    /// Iodine value, g I2 per 100 g: the higher, the softer and less stable.
    pub iodine: f64,
}

pub const OILS: &[Oil] = &[
    Oil {
        name: "olive",
        sap_koh: 190.0,
        iodine: 85.0,
    },
    Oil {
        name: "coconut",
        sap_koh: 257.0,
        iodine: 10.0,
    },
    Oil {
        name: "palm",
        sap_koh: 199.0,
        iodine: 53.0,
    },
    Oil {
        name: "shea butter",
        sap_koh: 179.0,
        iodine: 59.0,
    },
    Oil {
        name: "castor",
        sap_koh: 180.0,
        iodine: 86.0,
    },
    Oil {
        name: "cocoa butter",
        sap_koh: 194.0,
        iodine: 37.0,
    },
    Oil {
        name: "sunflower",
        sap_koh: 189.0,
        iodine: 133.0,
    },
    Oil {
        name: "lard",
        sap_koh: 198.0,
        iodine: 57.0,
    },
];

/// Finds an oil by name, ignoring case and surrounding spaces.
pub fn find(name: &str) -> Option<&'static Oil> {
    let wanted = name.trim();
    OILS.iter().find(|o| o.name.eq_ignore_ascii_case(wanted))
}

/// Molar mass ratio NaOH / KOH (40.00 / 56.11).
pub const NAOH_PER_KOH: f64 = 40.00 / 56.11;

/// Grams of NaOH that saponify one gram of the oil.
pub fn naoh_per_gram(oil: &Oil) -> f64 {
    oil.sap_koh / 1000.0 * NAOH_PER_KOH
}

/// Grams of pure KOH that saponify one gram of the oil.
pub fn koh_per_gram(oil: &Oil) -> f64 {
    oil.sap_koh / 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn find_ignores_case_and_spaces() {
        assert_eq!(find("  Shea Butter ").unwrap().sap_koh, 179.0);
        assert!(find("jojoba").is_none());
    }

    #[test]
    fn naoh_is_lighter_than_koh() {
        let olive = find("olive").unwrap();
        assert!((naoh_per_gram(olive) - 0.13545).abs() < 1e-4);
        assert!((koh_per_gram(olive) - 0.190).abs() < 1e-12);
    }
}
