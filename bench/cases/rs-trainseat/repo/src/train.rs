use crate::coach::{Coach, SeatId};
use crate::error::Error;
use crate::ledger::Ledger;
use crate::route::Route;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Preference {
    #[default]
    Any,
    Window,
}

/// A train on its route: coaches and the reservations made so far.
#[derive(Debug, Clone)]
pub struct Train {
    pub route: Route,
    pub coaches: Vec<Coach>,
    ledger: Ledger,
}

impl Train {
    pub fn new(route: Route, coaches: Vec<Coach>) -> Train {
        Train { route, coaches, ledger: Ledger::new() }
    }

    pub fn ledger(&self) -> &Ledger {
        &self.ledger
    }

    /// Seats free for the whole journey, in coach and seat order.
    pub fn free_seats(&self, from: &str, to: &str) -> Result<Vec<SeatId>, Error> {
        let (board, alight) = self.route.journey(from, to)?;
        Ok(self
            .coaches
            .iter()
            .flat_map(|c| c.seats.iter())
            .filter(|s| self.ledger.is_free(s.id, board, alight))
            .map(|s| s.id)
            .collect())
    }

    /// Reserves seats for a party: in one coach when one has room for them all (the first such
    /// coach), otherwise the first free seats along the train. Window seats come first when asked.
    pub fn reserve(&mut self, from: &str, to: &str, names: &[&str], pref: Preference) -> Result<Vec<SeatId>, Error> {
        if names.is_empty() {
            return Err(Error::EmptyParty);
        }
        let (board, alight) = self.route.journey(from, to)?;
        let free: Vec<_> = self
            .coaches
            .iter()
            .flat_map(|c| c.seats.iter())
            .filter(|s| self.ledger.is_free(s.id, board, alight))
            .copied()
            .collect();
        if free.len() < names.len() {
            return Err(Error::NotEnoughSeats { wanted: names.len(), free: free.len() });
        }
        let together = self.coaches.iter().map(|c| c.letter).find(|&letter| {
            free.iter().filter(|s| s.id.coach == letter).count() >= names.len()
        });
        let mut pool: Vec<_> = match together {
            Some(letter) => free.into_iter().filter(|s| s.id.coach == letter).collect(),
            None => free,
        };
        if pref == Preference::Window {
            pool.sort_by_key(|s| !s.window);
        }
        let chosen: Vec<SeatId> = pool.iter().take(names.len()).map(|s| s.id).collect();
        for (seat, name) in chosen.iter().zip(names) {
            self.ledger.add(*seat, board, alight, name);
        }
        Ok(chosen)
    }
}
