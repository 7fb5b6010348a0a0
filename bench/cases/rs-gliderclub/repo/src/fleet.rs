//! Gliders on the field: the club fleet and privately owned aircraft.

use std::collections::BTreeMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seats {
    Single,
    Two,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ownership {
    Club,
    /// Privately owned: the owner pays for launches only.
    Private,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Glider {
    /// Competition or trigraph identifier used in the log, e.g. `FAB`.
    pub trigraph: String,
    pub model: String,
    pub seats: Seats,
    pub ownership: Ownership,
    /// Soaring rate for club gliders, pence per minute.
    pub pence_per_minute: u32,
}

impl Glider {
    pub fn club(trigraph: &str, model: &str, seats: Seats, pence_per_minute: u32) -> Glider {
        Glider {
            trigraph: trigraph.to_ascii_uppercase(),
            model: model.to_string(),
            seats,
            ownership: Ownership::Club,
            pence_per_minute,
        }
    }

    pub fn private(trigraph: &str, model: &str) -> Glider {
        Glider {
            trigraph: trigraph.to_ascii_uppercase(),
            model: model.to_string(),
            seats: Seats::Single,
            ownership: Ownership::Private,
            pence_per_minute: 0,
        }
    }

    pub fn is_two_seater(&self) -> bool {
        self.seats == Seats::Two
    }
}

#[derive(Debug, Clone, Default)]
pub struct Fleet {
    gliders: BTreeMap<String, Glider>,
}

impl Fleet {
    pub fn new() -> Fleet {
        Fleet::default()
    }

    pub fn add(&mut self, glider: Glider) {
        self.gliders.insert(glider.trigraph.clone(), glider);
    }

    /// Look a glider up by trigraph, ignoring case.
    pub fn get(&self, trigraph: &str) -> Option<&Glider> {
        self.gliders.get(&trigraph.to_ascii_uppercase())
    }

    pub fn club_gliders(&self) -> impl Iterator<Item = &Glider> {
        self.gliders.values().filter(|g| g.ownership == Ownership::Club)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookup_ignores_case() {
        let mut fleet = Fleet::new();
        fleet.add(Glider::club("fab", "ASK 21", Seats::Two, 40));
        fleet.add(Glider::private("LS8", "LS8-18"));
        assert_eq!(fleet.get("FAB").unwrap().model, "ASK 21");
        assert_eq!(fleet.get("ls8").unwrap().ownership, Ownership::Private);
        assert!(fleet.get("KAJ").is_none());
        assert_eq!(fleet.club_gliders().count(), 1);
        assert!(fleet.get("fab").unwrap().is_two_seater());
    }
}
