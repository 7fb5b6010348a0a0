//! The fixer bath: how long to fix, and when the bath is used up.
//!
//! Film is fixed for twice its clearing time. A fresh bath clears film in
//! `fresh_clearing` seconds; the clearing time grows as the bath is used,
//! reaching about double when its capacity is reached.

use crate::Error;

/// Rolls (135-36 equivalent) one litre of working strength fixer can fix.
pub const ROLLS_PER_LITRE: f64 = 24.0;

#[derive(Debug, Clone, PartialEq)]
pub struct FixerBath {
    pub litres: f64,
    pub fresh_clearing: u32,
    pub rolls_fixed: f64,
}

impl FixerBath {
    pub fn new(litres: f64, fresh_clearing: u32) -> FixerBath {
        FixerBath { litres, fresh_clearing, rolls_fixed: 0.0 }
    }

    pub fn capacity(&self) -> f64 {
        ROLLS_PER_LITRE * self.litres
    }

    pub fn used_fraction(&self) -> f64 {
        (self.rolls_fixed / self.capacity()).min(1.0)
    }

    /// Expected clearing time now, in seconds.
    pub fn clearing_seconds(&self) -> f64 {
        self.fresh_clearing as f64 * (1.0 + self.used_fraction())
    }

    /// Twice the clearing time.
    pub fn fix_seconds(&self) -> f64 {
        2.0 * self.clearing_seconds()
    }

    pub fn remaining(&self) -> f64 {
        (self.capacity() - self.rolls_fixed).max(0.0)
    }

    pub fn exhausted(&self) -> bool {
        self.rolls_fixed >= self.capacity()
    }

    /// Records film fixed in this bath.
    pub fn record(&mut self, rolls: f64) -> Result<(), Error> {
        if self.exhausted() {
            return Err(Error::FixerExhausted);
        }
        self.rolls_fixed += rolls;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fresh_bath() {
        let bath = FixerBath::new(0.5, 60);
        assert_eq!(bath.capacity(), 12.0);
        assert_eq!(bath.fix_seconds(), 120.0);
        assert!(!bath.exhausted());
    }

    #[test]
    fn slows_as_it_is_used() {
        let mut bath = FixerBath::new(1.0, 60);
        bath.record(6.0).unwrap();
        assert_eq!(bath.clearing_seconds(), 75.0);
        assert_eq!(bath.fix_seconds(), 150.0);
        assert_eq!(bath.remaining(), 18.0);
    }

    #[test]
    fn refuses_film_once_exhausted() {
        let mut bath = FixerBath::new(0.25, 60);
        bath.record(6.0).unwrap();
        assert!(bath.exhausted());
        assert_eq!(bath.record(1.0), Err(Error::FixerExhausted));
        assert_eq!(bath.fix_seconds(), 240.0);
    }
}
