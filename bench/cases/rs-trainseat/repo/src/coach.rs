use std::fmt;

/// A seat by coach letter and number, shown as "C12".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SeatId {
    pub coach: char,
    pub number: u16,
}

impl fmt::Display for SeatId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.coach, self.number)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seat {
    pub id: SeatId,
    pub window: bool,
}

/// A coach of rows of four seats: window, aisle, aisle, window.
#[derive(Debug, Clone)]
pub struct Coach {
    pub letter: char,
    pub seats: Vec<Seat>,
}

impl Coach {
    pub fn new(letter: char, rows: u16) -> Coach {
        let seats = (1..=rows * 4)
            .map(|number| Seat { id: SeatId { coach: letter, number }, window: matches!(number % 4, 1 | 0) })
            .collect();
        Coach { letter, seats }
    }
}
