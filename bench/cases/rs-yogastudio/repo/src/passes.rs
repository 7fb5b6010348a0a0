//! What members buy: drop-ins, class packs and unlimited months.

use crate::calendar::Date;
use crate::error::StudioError;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PassKind {
    /// One class within 30 days.
    DropIn,
    /// A number of classes within a number of days.
    Pack { classes: u32, valid_days: u32 },
    /// Any number of classes for a number of days.
    Unlimited { days: u32 },
}

impl PassKind {
    pub fn valid_days(self) -> u32 {
        match self {
            PassKind::DropIn => 30,
            PassKind::Pack { valid_days, .. } => valid_days,
            PassKind::Unlimited { days } => days,
        }
    }

    fn credits(self) -> Option<u32> {
        match self {
            PassKind::DropIn => Some(1),
            PassKind::Pack { classes, .. } => Some(classes),
            PassKind::Unlimited { .. } => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pass {
    pub id: u32,
    pub member: String,
    pub kind: PassKind,
    pub bought: Date,
    /// Classes left; None for unlimited passes.
    pub remaining: Option<u32>,
}

impl Pass {
    /// The last day the pass can be used.
    pub fn expires(&self) -> Date {
        self.bought.add_days(self.kind.valid_days() as i32 - 1)
    }

    pub fn usable_on(&self, date: Date) -> bool {
        self.bought <= date && date <= self.expires() && self.remaining != Some(0)
    }

    fn take(&mut self) {
        if let Some(left) = self.remaining.as_mut() {
            *left -= 1;
        }
    }

    fn give_back(&mut self) {
        if let Some(left) = self.remaining.as_mut() {
            *left += 1;
        }
    }
}

/// Every pass sold, by member.
#[derive(Debug, Default)]
pub struct PassBook {
    next_id: u32,
    passes: BTreeMap<String, Vec<Pass>>,
}

impl PassBook {
    pub fn new() -> PassBook {
        PassBook { next_id: 1, passes: BTreeMap::new() }
    }

    pub fn sell(&mut self, member: &str, kind: PassKind, bought: Date) -> u32 {
        let id = self.next_id;
        self.next_id += 1;
        self.passes.entry(member.to_string()).or_default().push(Pass {
            id,
            member: member.to_string(),
            kind,
            bought,
            remaining: kind.credits(),
        });
        id
    }

    pub fn passes(&self, member: &str) -> &[Pass] {
        self.passes.get(member).map(Vec::as_slice).unwrap_or(&[])
    }

    pub fn get(&self, id: u32) -> Option<&Pass> {
        self.passes.values().flatten().find(|p| p.id == id)
    }

    /// Classes left on a member's passes usable on `date` (None if any is unlimited).
    pub fn classes_left(&self, member: &str, date: Date) -> Option<u32> {
        let mut total = 0;
        for pass in self.passes(member).iter().filter(|p| p.usable_on(date)) {
            total += pass.remaining?;
        }
        Some(total)
    }

    /// Uses a class from the best pass for `date`: an unlimited pass if there
    /// is one, else the pass that runs out soonest. Returns the pass id.
    pub fn redeem(&mut self, member: &str, date: Date) -> Result<u32, StudioError> {
        let no_pass = || StudioError::NoValidPass { member: member.to_string() };
        let passes = self.passes.get_mut(member).ok_or_else(no_pass)?;
        let best = passes
            .iter_mut()
            .filter(|p| p.usable_on(date))
            .min_by_key(|p| (p.remaining.is_some(), p.expires(), p.id))
            .ok_or_else(no_pass)?;
        best.take();
        Ok(best.id)
    }

    /// Puts a class back on the pass it came from.
    pub fn refund(&mut self, pass_id: u32) {
        if let Some(pass) = self.passes.values_mut().flatten().find(|p| p.id == pass_id) {
            pass.give_back();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Date {
        Date::parse(s).unwrap()
    }

    #[test]
    fn expiry_is_inclusive() {
        let mut book = PassBook::new();
        let id = book.sell("ana", PassKind::Pack { classes: 5, valid_days: 60 }, d("2024-03-01"));
        let pass = book.get(id).unwrap();
        assert_eq!(pass.expires(), d("2024-04-29"));
        assert!(pass.usable_on(d("2024-04-29")));
        assert!(!pass.usable_on(d("2024-04-30")));
        assert!(!pass.usable_on(d("2024-02-29")));
    }

    #[test]
    fn redeem_prefers_unlimited_then_soonest_expiry() {
        let mut book = PassBook::new();
        let pack = book.sell("ana", PassKind::Pack { classes: 10, valid_days: 90 }, d("2024-01-15"));
        let drop_in = book.sell("ana", PassKind::DropIn, d("2024-03-01"));
        assert_eq!(book.redeem("ana", d("2024-03-04")), Ok(drop_in));
        assert_eq!(book.redeem("ana", d("2024-03-04")), Ok(pack));
        let month = book.sell("ana", PassKind::Unlimited { days: 30 }, d("2024-03-05"));
        assert_eq!(book.redeem("ana", d("2024-03-05")), Ok(month));
        assert_eq!(book.classes_left("ana", d("2024-03-05")), None);
        assert_eq!(book.classes_left("ana", d("2024-04-10")), Some(9));
    }

    #[test]
    fn no_pass() {
        let mut book = PassBook::new();
        book.sell("ben", PassKind::DropIn, d("2024-03-01"));
        book.redeem("ben", d("2024-03-02")).unwrap();
        assert_eq!(
            book.redeem("ben", d("2024-03-03")),
            Err(StudioError::NoValidPass { member: "ben".into() })
        );
        assert!(book.redeem("cal", d("2024-03-03")).is_err());
    }

    #[test]
    fn refund_puts_class_back() {
        let mut book = PassBook::new();
        let id = book.sell("ben", PassKind::Pack { classes: 5, valid_days: 60 }, d("2024-03-01"));
        book.redeem("ben", d("2024-03-02")).unwrap();
        book.refund(id);
        assert_eq!(book.get(id).unwrap().remaining, Some(5));
    }
}
