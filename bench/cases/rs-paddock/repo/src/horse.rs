//! Horses on the yard and the grazing load each puts on a paddock.

use std::fmt;

/// The build of a horse, which sets its grazing load.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Build {
    Pony,
    Cob,
    Horse,
    Draught,
}

impl Build {
    /// Grazing load in hundredths of a livestock unit (a 500 kg horse is 100).
    pub fn load(self) -> u32 {
        match self {
            Build::Pony => 50,
            Build::Cob => 80,
            Build::Horse => 100,
            Build::Draught => 130,
        }
    }

    pub fn parse(text: &str) -> Option<Build> {
        match text.trim().to_ascii_lowercase().as_str() {
            "pony" => Some(Build::Pony),
            "cob" => Some(Build::Cob),
            "horse" => Some(Build::Horse),
            "draught" | "draft" => Some(Build::Draught),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Horse {
    pub name: String,
    pub owner: String,
    pub build: Build,
    /// Body weight in kilograms.
    pub weight_kg: u32,
    /// Body condition score, 1 (poor) to 5 (obese); 3 is ideal.
    pub condition: u8,
}

impl Horse {
    pub fn new(name: &str, owner: &str, build: Build, weight_kg: u32) -> Horse {
        Horse {
            name: name.to_string(),
            owner: owner.to_string(),
            build,
            weight_kg,
            condition: 3,
        }
    }

    pub fn with_condition(mut self, condition: u8) -> Horse {
        self.condition = condition.clamp(1, 5);
        self
    }

    pub fn load(&self) -> u32 {
        self.build.load()
    }

    pub fn needs_restricted_grazing(&self) -> bool {
        self.condition >= 4
    }
}

impl fmt::Display for Horse {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({:?}, {} kg, owner {})", self.name, self.build, self.weight_kg, self.owner)
    }
}

/// Total grazing load of a group, in hundredths of a livestock unit.
pub fn group_load(horses: &[&Horse]) -> u32 {
    horses.iter().map(|h| h.load()).sum()
}
