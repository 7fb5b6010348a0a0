//! Clutches from the first egg to ringing and fledging.

use crate::calendar::Date;
use crate::species::Species;

#[derive(Debug, Clone, PartialEq)]
pub struct Clutch {
    pub species: Species,
    pub cage: String,
    /// The day each egg was found, in laying order.
    pub laid: Vec<Date>,
    pub hatched: u32,
}

impl Clutch {
    pub fn new(species: Species, cage: &str) -> Clutch {
        Clutch { species, cage: cage.to_string(), laid: Vec::new(), hatched: 0 }
    }

    pub fn lay(&mut self, day: Date) {
        self.laid.push(day);
    }

    /// The day incubation starts: the first egg.
    pub fn incubation_start(&self) -> Option<Date> {
        self.laid.first().copied()
    }

    /// The first chick is due this many days after incubation starts.
    pub fn expected_hatch(&self) -> Option<Date> {
        let start = self.incubation_start()?;
        Some(start.add_days(self.species.profile().incubation_days))
    }

    /// Closed rings go on at the species' ring age, counted from the first hatch.
    pub fn ring_day(&self) -> Option<Date> {
        Some(self.expected_hatch()?.add_days(self.species.profile().ring_age))
    }

    pub fn fledge_day(&self) -> Option<Date> {
        Some(self.expected_hatch()?.add_days(self.species.profile().fledge_age))
    }

    /// Eggs candled clear or still unhatched a week after the last egg was due
    /// count as lost.
    pub fn overdue(&self, today: Date) -> bool {
        match self.laid.last() {
            Some(last) => {
                let due = last.add_days(self.species.profile().incubation_days);
                self.hatched < self.laid.len() as u32 && today.days_since(due) > 7
            }
            None => false,
        }
    }

    /// Hatch rate as a fraction of the eggs laid.
    pub fn hatch_rate(&self) -> f64 {
        if self.laid.is_empty() {
            return 0.0;
        }
        f64::from(self.hatched) / self.laid.len() as f64
    }
}
