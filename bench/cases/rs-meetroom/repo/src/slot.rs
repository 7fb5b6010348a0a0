//! Half-open ranges of clock times.

use std::fmt;

use crate::clock::{Clock, Minutes};

/// The clock times from `start` (included) to `end` (excluded).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Slot {
    pub start: Clock,
    pub end: Clock,
}

impl Slot {
    /// A slot; `None` unless `start` is before `end`.
    pub fn new(start: Clock, end: Clock) -> Option<Slot> {
        (start < end).then_some(Slot { start, end })
    }

    /// Parse `HH:MM-HH:MM`.
    pub fn parse(s: &str) -> Option<Slot> {
        let (a, b) = s.split_once('-')?;
        Slot::new(a.trim().parse().ok()?, b.trim().parse().ok()?)
    }

    pub fn duration(&self) -> Minutes {
        self.end - self.start
    }

    /// Whether the two slots share a minute (touching ends do not overlap).
    pub fn overlaps(&self, other: &Slot) -> bool {
        self.start < other.end && other.start < self.end
    }

    /// Whether `t` falls inside the slot.
    pub fn contains(&self, t: Clock) -> bool {
        self.start <= t && t < self.end
    }
}

impl fmt::Display for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.start, self.end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn touching_slots_do_not_overlap() {
        let a = Slot::parse("09:00-10:00").unwrap();
        let b = Slot::parse("10:00-11:00").unwrap();
        assert!(!a.overlaps(&b));
        assert!(a.overlaps(&Slot::parse("09:30-09:45").unwrap()));
    }

    #[test]
    fn empty_slot_refused() {
        assert_eq!(Slot::parse("10:00-10:00"), None);
        assert_eq!(Slot::parse("11:00-10:00"), None);
    }
}
