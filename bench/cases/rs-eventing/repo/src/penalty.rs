//! Penalties, kept in tenths so that 0.4 a second and dressage scores such
//! as 31.7 add up exactly.

use std::fmt;
use std::iter::Sum;
use std::ops::Add;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Penalties {
    tenths: u32,
}

impl Penalties {
    pub const ZERO: Penalties = Penalties { tenths: 0 };

    pub fn whole(points: u32) -> Penalties {
        Penalties { tenths: points * 10 }
    }

    pub fn from_tenths(tenths: u32) -> Penalties {
        Penalties { tenths }
    }

    pub fn tenths(self) -> u32 {
        self.tenths
    }

    pub fn is_clear(self) -> bool {
        self.tenths == 0
    }

    /// `per_second_tenths` penalties for each of `seconds`.
    pub fn per_second(seconds: u32, per_second_tenths: u32) -> Penalties {
        Penalties { tenths: seconds * per_second_tenths }
    }
}

impl Add for Penalties {
    type Output = Penalties;
    fn add(self, other: Penalties) -> Penalties {
        Penalties { tenths: self.tenths + other.tenths }
    }
}

impl Sum for Penalties {
    fn sum<I: Iterator<Item = Penalties>>(iter: I) -> Penalties {
        iter.fold(Penalties::ZERO, Add::add)
    }
}

impl fmt::Display for Penalties {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.tenths / 10, self.tenths % 10)
    }
}

/// How a phase ended for one horse and rider.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Completed the phase with these penalties.
    Scored(Penalties),
    /// Eliminated by the rules; the reason is printed on the board.
    Eliminated(String),
    /// The rider retired during the phase.
    Retired,
    /// Withdrew before starting the phase.
    Withdrawn,
}

impl Outcome {
    pub fn penalties(&self) -> Option<Penalties> {
        match self {
            Outcome::Scored(p) => Some(*p),
            _ => None,
        }
    }

    pub fn is_scored(&self) -> bool {
        matches!(self, Outcome::Scored(_))
    }

    /// The short code used on the results board.
    pub fn code(&self) -> &'static str {
        match self {
            Outcome::Scored(_) => "",
            Outcome::Eliminated(_) => "E",
            Outcome::Retired => "R",
            Outcome::Withdrawn => "W",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adds_in_tenths() {
        let total = Penalties::from_tenths(317) + Penalties::whole(4) + Penalties::per_second(3, 4);
        assert_eq!(total, Penalties::from_tenths(369));
        assert_eq!(total.to_string(), "36.9");
    }

    #[test]
    fn sums() {
        let total: Penalties = [Penalties::whole(20), Penalties::whole(11)].into_iter().sum();
        assert_eq!(total, Penalties::whole(31));
        assert!(Penalties::ZERO.is_clear());
    }

    #[test]
    fn outcome_codes() {
        assert_eq!(Outcome::Scored(Penalties::ZERO).code(), "");
        assert_eq!(Outcome::Eliminated("fall of rider".into()).code(), "E");
        assert_eq!(Outcome::Retired.penalties(), None);
        assert_eq!(Outcome::Scored(Penalties::whole(8)).penalties(), Some(Penalties::whole(8)));
    }
}
