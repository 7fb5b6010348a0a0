//! The grazing rotation: which paddock is occupied, which is resting and
//! which is ready for the next group.

use std::collections::HashMap;

use crate::paddock::{Paddock, REST_DAYS};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum State {
    /// Never used this season.
    Fresh,
    /// A group has been on it since this day.
    Occupied(u32),
    /// Vacated on this day and resting.
    Resting(u32),
}

#[derive(Debug, Default)]
pub struct Rotation {
    states: HashMap<String, State>,
}

#[derive(Debug, PartialEq, Eq)]
pub enum RotationError {
    Occupied(String),
    NotOccupied(String),
    Resting { paddock: String, ready_on: u32 },
}

impl Rotation {
    pub fn new() -> Rotation {
        Rotation::default()
    }

    pub fn state(&self, paddock: &str) -> State {
        self.states.get(paddock).copied().unwrap_or(State::Fresh)
    }

    /// The day a resting paddock may be grazed again.
    pub fn ready_on(&self, paddock: &str) -> Option<u32> {
        match self.state(paddock) {
            State::Resting(since) => Some(since + REST_DAYS),
            _ => None,
        }
    }

    pub fn is_ready(&self, paddock: &str, day: u32) -> bool {
        match self.state(paddock) {
            State::Fresh => true,
            State::Occupied(_) => false,
            State::Resting(since) => day >= since + REST_DAYS,
        }
    }

    pub fn occupy(&mut self, paddock: &str, day: u32) -> Result<(), RotationError> {
        match self.state(paddock) {
            State::Occupied(_) => Err(RotationError::Occupied(paddock.to_string())),
            State::Resting(since) if day < since + REST_DAYS => Err(RotationError::Resting {
                paddock: paddock.to_string(),
                ready_on: since + REST_DAYS,
            }),
            _ => {
                self.states.insert(paddock.to_string(), State::Occupied(day));
                Ok(())
            }
        }
    }

    pub fn vacate(&mut self, paddock: &str, day: u32) -> Result<u32, RotationError> {
        match self.state(paddock) {
            State::Occupied(since) => {
                self.states.insert(paddock.to_string(), State::Resting(day));
                Ok(day - since)
            }
            _ => Err(RotationError::NotOccupied(paddock.to_string())),
        }
    }

    /// The best ready paddock for a group with this load: one that carries
    /// it and has grass, the tallest sward first, then the name.
    pub fn next_paddock<'a>(&self, paddocks: &'a [Paddock], load: u32, day: u32) -> Option<&'a Paddock> {
        let mut ready: Vec<&Paddock> = paddocks
            .iter()
            .filter(|p| self.is_ready(&p.name, day) && p.can_carry(load) && p.has_grass())
            .collect();
        ready.sort_by(|a, b| b.sward_cm.cmp(&a.sward_cm).then_with(|| a.name.cmp(&b.name)));
        ready.first().copied()
    }
}
