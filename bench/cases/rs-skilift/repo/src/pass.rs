//! Pass kinds, the hours each is valid and the lifts each may ride.

use crate::clock::Minute;

/// Lifts open from 08:30 to 16:30; a morning pass ends and an afternoon pass starts at 12:30.
pub const OPENING: Minute = Minute(8 * 60 + 30);
pub const MIDDAY: Minute = Minute(12 * 60 + 30);
pub const CLOSING: Minute = Minute(16 * 60 + 30);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PassKind {
    Day,
    Morning,
    Afternoon,
    Season,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lift {
    Village,
    Ridge,
    Summit,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Zone {
    Lower,
    Upper,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Window {
    Before,
    Inside,
    After,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pass {
    pub id: u32,
    pub kind: PassKind,
}

impl Pass {
    pub fn new(id: u32, kind: PassKind) -> Pass {
        Pass { id, kind }
    }
}

/// The hours a pass kind is valid, start inclusive, end exclusive.
pub fn hours(kind: PassKind) -> (Minute, Minute) {
    match kind {
        PassKind::Day | PassKind::Season => (OPENING, CLOSING),
        PassKind::Morning => (OPENING, MIDDAY),
        PassKind::Afternoon => (MIDDAY, CLOSING),
    }
}

/// Where `at` falls against the pass kind's hours.
pub fn window(kind: PassKind, at: Minute) -> Window {
    let (start, end) = hours(kind);
    if at < start {
        Window::Before
    } else if at >= end {
        Window::After
    } else {
        Window::Inside
    }
}

/// The zone a lift serves.
pub fn zone_of(lift: Lift) -> Zone {
    match lift {
        Lift::Village => Zone::Lower,
        Lift::Ridge | Lift::Summit => Zone::Upper,
    }
}

/// The highest zone a pass kind may ride.
pub fn top_zone(kind: PassKind) -> Zone {
    match kind {
        PassKind::Day | PassKind::Morning | PassKind::Afternoon | PassKind::Season => Zone::Upper,
    }
}

/// Whether a pass kind may ride a lift.
pub fn may_ride(kind: PassKind, lift: Lift) -> bool {
    zone_of(lift) <= top_zone(kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn morning_pass_ends_at_midday() {
        assert_eq!(window(PassKind::Morning, Minute::at(12, 29)), Window::Inside);
        assert_eq!(window(PassKind::Morning, MIDDAY), Window::After);
    }

    #[test]
    fn afternoon_pass_starts_at_midday() {
        assert_eq!(window(PassKind::Afternoon, Minute::at(12, 0)), Window::Before);
        assert_eq!(window(PassKind::Afternoon, MIDDAY), Window::Inside);
    }

    #[test]
    fn every_kind_rides_the_village_lift() {
        for kind in [PassKind::Day, PassKind::Morning, PassKind::Afternoon, PassKind::Season] {
            assert!(may_ride(kind, Lift::Village));
        }
    }
}
