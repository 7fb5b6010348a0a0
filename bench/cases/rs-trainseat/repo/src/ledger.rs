use crate::coach::SeatId;

/// A seat held from the stop `board` up to the stop `alight`, where the passenger gets off.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reservation {
    pub id: u32,
    pub seat: SeatId,
    pub board: usize,
    pub alight: usize,
    pub name: String,
}

/// The reservations made on one train.
#[derive(Debug, Default, Clone)]
pub struct Ledger {
    reservations: Vec<Reservation>,
    next_id: u32,
}

impl Ledger {
    pub fn new() -> Ledger {
        Ledger::default()
    }

    pub fn reservations(&self) -> &[Reservation] {
        &self.reservations
    }

    /// Is the seat free for the whole of the journey from `board` to `alight`?
    /// Two journeys clash when each boards before the other gets off.
    pub fn is_free(&self, seat: SeatId, board: usize, alight: usize) -> bool {
        !self
            .reservations
            .iter()
            .any(|r| r.seat == seat && r.board < alight && board < r.alight)
    }

    pub fn add(&mut self, seat: SeatId, board: usize, alight: usize, name: &str) -> u32 {
        self.next_id += 1;
        self.reservations.push(Reservation { id: self.next_id, seat, board, alight, name: name.to_string() });
        self.next_id
    }

    pub fn cancel(&mut self, id: u32) -> Option<Reservation> {
        let i = self.reservations.iter().position(|r| r.id == id)?;
        Some(self.reservations.remove(i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(n: u16) -> SeatId {
        SeatId { coach: 'A', number: n }
    }

    #[test]
    fn a_held_seat_is_not_free_on_the_way() {
        let mut ledger = Ledger::new();
        ledger.add(seat(1), 1, 4, "x");
        assert!(!ledger.is_free(seat(1), 0, 2));
        assert!(!ledger.is_free(seat(1), 2, 3));
        assert!(ledger.is_free(seat(2), 0, 5));
    }

    #[test]
    fn cancel_frees_the_seat() {
        let mut ledger = Ledger::new();
        let id = ledger.add(seat(1), 0, 3, "x");
        assert_eq!(ledger.cancel(id).map(|r| r.name), Some("x".to_string()));
        assert!(ledger.is_free(seat(1), 0, 3));
        assert_eq!(ledger.cancel(id), None);
    }
}
