//! The drying yard: air-drying time by thickness and species.

use crate::pricing::Species;

/// Days of air drying per 25 mm of thickness: dense hardwoods dry slowest.
pub fn days_per_inch(species: Species) -> u32 {
    match species {
        Species::Oak => 365,
        Species::Ash => 270,
        Species::Larch | Species::Douglas => 180,
    }
}

/// Days a board of this thickness needs in the yard, a part inch counted as a whole one.
pub fn drying_days(species: Species, thickness_mm: u32) -> u32 {
    thickness_mm.div_ceil(25) * days_per_inch(species)
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stack {
    pub tag: String,
    pub species: Species,
    pub thickness_mm: u32,
    /// Day of the year the stack was stickered out.
    pub stacked_on: u32,
}

/// Stacks in the order they come ready, earliest first; ties by tag.
pub fn by_readiness(stacks: &[Stack]) -> Vec<&Stack> {
    let mut sorted: Vec<&Stack> = stacks.iter().collect();
    sorted.sort_by_key(|s| (s.stacked_on + drying_days(s.species, s.thickness_mm), s.tag.clone()));
    sorted
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stack(tag: &str, species: Species, thickness_mm: u32, stacked_on: u32) -> Stack {
        Stack { tag: tag.to_string(), species, thickness_mm, stacked_on }
    }

    #[test]
    fn part_inches_count_whole() {
        assert_eq!(drying_days(Species::Oak, 25), 365);
        assert_eq!(drying_days(Species::Oak, 27), 730);
        assert_eq!(drying_days(Species::Larch, 47), 360);
    }

    #[test]
    fn readiness_order() {
        let stacks = [
            stack("B2", Species::Oak, 25, 10),
            stack("A1", Species::Larch, 47, 20),
            stack("C3", Species::Douglas, 47, 12),
        ];
        let tags: Vec<&str> = by_readiness(&stacks).iter().map(|s| s.tag.as_str()).collect();
        assert_eq!(tags, ["C3", "B2", "A1"]);
    }
}
