//! How a boat ended a race, and how races are placed.

use std::cmp::Ordering;

use crate::boat::Boat;

/// A boat's result in one race.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Finish {
    /// crossed the line; corrected seconds
    Finished { corrected: u32 },
    /// started, did not finish
    Dnf,
    /// did not start
    Dns,
    /// disqualified
    Dsq,
}

impl Finish {
    pub fn started(&self) -> bool {
        !matches!(self, Finish::Dns)
    }

    /// The code printed in a results table.
    pub fn code(&self) -> &'static str {
        match self {
            Finish::Finished { .. } => "",
            Finish::Dnf => "DNF",
            Finish::Dns => "DNS",
            Finish::Dsq => "DSQ",
        }
    }

    /// Low-point score: a finisher its place, a non-finisher a penalty.
    pub fn points(&self, place: u32, starters: u32, entries: u32) -> u32 {
        match self {
            Finish::Finished { .. } => place,
            Finish::Dnf => starters + 1,
            Finish::Dns | Finish::Dsq => entries + 1,
        }
    }

    fn tier(&self) -> u8 {
        match self {
            Finish::Finished { .. } => 0,
            Finish::Dnf => 1,
            Finish::Dns => 2,
            Finish::Dsq => 3,
        }
    }
}

impl Ord for Finish {
    /// Finishers first by corrected time, then the others by how badly they did.
    fn cmp(&self, other: &Self) -> Ordering {
        match (self, other) {
            (Finish::Finished { corrected: a }, Finish::Finished { corrected: b }) => a.cmp(b),
            _ => self.tier().cmp(&other.tier()),
        }
    }
}

impl PartialOrd for Finish {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// One race: each boat (by sail number) and how it ended.
#[derive(Debug, Clone, Default)]
pub struct RaceResult {
    pub finishes: Vec<(String, Finish)>,
}

impl RaceResult {
    pub fn new() -> RaceResult {
        RaceResult::default()
    }

    pub fn finished(&mut self, boat: &Boat, elapsed_secs: u32) -> &mut Self {
        let corrected = boat.corrected(elapsed_secs);
        self.finishes.push((boat.sail.clone(), Finish::Finished { corrected }));
        self
    }

    pub fn other(&mut self, boat: &Boat, finish: Finish) -> &mut Self {
        self.finishes.push((boat.sail.clone(), finish));
        self
    }

    pub fn starters(&self) -> u32 {
        self.finishes.iter().filter(|(_, f)| f.started()).count() as u32
    }

    /// Sail numbers in finishing order; ties keep the order they were entered.
    pub fn placed(&self) -> Vec<(String, Finish)> {
        let mut order = self.finishes.clone();
        order.sort_by(|a, b| a.1.cmp(&b.1));
        order
    }
}
