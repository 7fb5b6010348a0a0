//! Entries and their score cards.

use crate::penalty::{Outcome, Penalties};
use crate::time::RideTime;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub number: u32,
    pub rider: String,
    pub horse: String,
    pub section: String,
}

impl Entry {
    pub fn new(number: u32, rider: &str, horse: &str, section: &str) -> Entry {
        Entry {
            number,
            rider: rider.to_string(),
            horse: horse.to_string(),
            section: section.to_string(),
        }
    }
}

/// The three phases, in the order they are ridden.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Phase {
    Dressage,
    Jumping,
    CrossCountry,
}

impl Phase {
    pub fn short(self) -> &'static str {
        match self {
            Phase::Dressage => "Dr",
            Phase::Jumping => "SJ",
            Phase::CrossCountry => "XC",
        }
    }
}

/// An entry's results so far. A phase not yet ridden is `None`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    pub entry: Entry,
    pub dressage: Option<Outcome>,
    pub jumping: Option<Outcome>,
    pub cross_country: Option<Outcome>,
    /// The cross-country time, kept for the tie-break.
    pub xc_time: Option<RideTime>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Finished all three phases.
    Completed(Penalties),
    /// Still to ride one or more phases; the total so far.
    InProgress(Penalties),
    /// Eliminated, retired or withdrawn in a phase.
    Out { phase: Phase, code: &'static str },
}

impl Card {
    pub fn new(entry: Entry) -> Card {
        Card {
            entry,
            dressage: None,
            jumping: None,
            cross_country: None,
            xc_time: None,
        }
    }

    pub fn phase(&self, phase: Phase) -> Option<&Outcome> {
        match phase {
            Phase::Dressage => self.dressage.as_ref(),
            Phase::Jumping => self.jumping.as_ref(),
            Phase::CrossCountry => self.cross_country.as_ref(),
        }
    }

    /// Penalties in one phase, if it was ridden and scored.
    pub fn phase_penalties(&self, phase: Phase) -> Option<Penalties> {
        self.phase(phase).and_then(Outcome::penalties)
    }

    pub fn status(&self) -> Status {
        let mut total = Penalties::ZERO;
        let mut ridden = 0;
        for phase in [Phase::Dressage, Phase::Jumping, Phase::CrossCountry] {
            match self.phase(phase) {
                None => {}
                Some(Outcome::Scored(p)) => {
                    total = total + *p;
                    ridden += 1;
                }
                Some(other) => {
                    return Status::Out {
                        phase,
                        code: other.code(),
                    }
                }
            }
        }
        if ridden == 3 {
            Status::Completed(total)
        } else {
            Status::InProgress(total)
        }
    }

    pub fn total(&self) -> Option<Penalties> {
        match self.status() {
            Status::Completed(total) => Some(total),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card() -> Card {
        Card::new(Entry::new(14, "Amy Cole", "Bluebell Lad", "BE100 A"))
    }

    #[test]
    fn completed_total() {
        let mut c = card();
        c.dressage = Some(Outcome::Scored(Penalties::from_tenths(285)));
        c.jumping = Some(Outcome::Scored(Penalties::whole(4)));
        assert_eq!(c.status(), Status::InProgress(Penalties::from_tenths(325)));
        assert_eq!(c.total(), None);
        c.cross_country = Some(Outcome::Scored(Penalties::from_tenths(12)));
        assert_eq!(c.status(), Status::Completed(Penalties::from_tenths(337)));
    }

    #[test]
    fn out_in_a_phase() {
        let mut c = card();
        c.dressage = Some(Outcome::Scored(Penalties::whole(30)));
        c.jumping = Some(Outcome::Retired);
        c.cross_country = Some(Outcome::Withdrawn);
        assert_eq!(
            c.status(),
            Status::Out {
                phase: Phase::Jumping,
                code: "R"
            }
        );
        assert_eq!(c.phase_penalties(Phase::Dressage), Some(Penalties::whole(30)));
        assert_eq!(c.phase_penalties(Phase::Jumping), None);
    }
}
