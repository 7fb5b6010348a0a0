//! Competition levels and the speeds and heights that go with them.

use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    Be80,
    Be90,
    Be100,
    Novice,
    Intermediate,
    Advanced,
}

impl Level {
    pub const ALL: [Level; 6] = [
        Level::Be80,
        Level::Be90,
        Level::Be100,
        Level::Novice,
        Level::Intermediate,
        Level::Advanced,
    ];

    /// Maximum fence height in centimetres.
    pub fn fence_height_cm(self) -> u32 {
        match self {
            Level::Be80 => 80,
            Level::Be90 => 90,
            Level::Be100 => 100,
            Level::Novice => 110,
            Level::Intermediate => 115,
            Level::Advanced => 120,
        }
    }

    /// Show jumping speed in metres per minute.
    pub fn jumping_speed(self) -> u32 {
        match self {
            Level::Be80 | Level::Be90 | Level::Be100 => 300,
            Level::Novice => 325,
            Level::Intermediate | Level::Advanced => 350,
        }
    }

    /// Cross-country speed in metres per minute.
    pub fn cross_country_speed(self) -> u32 {
        match self {
            Level::Be80 => 450,
            Level::Be90 => 475,
            Level::Be100 => 500,
            Level::Novice => 520,
            Level::Intermediate => 550,
            Level::Advanced => 570,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Be80 => "BE80",
            Level::Be90 => "BE90",
            Level::Be100 => "BE100",
            Level::Novice => "Novice",
            Level::Intermediate => "Intermediate",
            Level::Advanced => "Advanced",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        let wanted = s.trim();
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(wanted))
            .ok_or_else(|| UnknownLevel(wanted.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_names() {
        assert_eq!("be100".parse(), Ok(Level::Be100));
        assert_eq!(" Novice ".parse(), Ok(Level::Novice));
        assert_eq!("BE105".parse::<Level>(), Err(UnknownLevel("BE105".into())));
    }

    #[test]
    fn speeds_rise_with_level() {
        for pair in Level::ALL.windows(2) {
            assert!(pair[0].cross_country_speed() < pair[1].cross_country_speed());
            assert!(pair[0].fence_height_cm() < pair[1].fence_height_cm());
            assert!(pair[0].jumping_speed() <= pair[1].jumping_speed());
        }
    }
}
