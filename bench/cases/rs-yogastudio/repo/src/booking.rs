//! The front desk: bookings, the waitlist, cancellations and check-in.

use crate::calendar::DateTime;
use crate::error::StudioError;
use crate::passes::PassBook;
use crate::timetable::Session;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Policy {
    /// Cancelling closer to the start than this loses the class.
    pub late_cancel_minutes: i64,
}

impl Default for Policy {
    fn default() -> Policy {
        Policy { late_cancel_minutes: 12 * 60 }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BookOutcome {
    Booked { pass: u32 },
    /// 1-based place in the queue.
    Waitlisted { position: usize },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CancelOutcome {
    Refunded,
    Forfeited,
    LeftWaitlist,
}

/// Who is on one session.
#[derive(Debug, Clone)]
pub struct Roll {
    pub session: Session,
    /// Member and the pass their place was paid from, in booking order.
    pub booked: Vec<(String, u32)>,
    pub waitlist: Vec<String>,
    pub attended: Vec<String>,
}

impl Roll {
    pub fn is_booked(&self, member: &str) -> bool {
        self.booked.iter().any(|(m, _)| m == member)
    }

    pub fn places_left(&self) -> u32 {
        self.session.capacity.saturating_sub(self.booked.len() as u32)
    }
}

#[derive(Debug)]
pub struct Desk {
    pub passes: PassBook,
    policy: Policy,
    rolls: BTreeMap<String, Roll>,
}

impl Desk {
    pub fn new(passes: PassBook, policy: Policy) -> Desk {
        Desk { passes, policy, rolls: BTreeMap::new() }
    }

    /// Opens sessions for booking.
    pub fn open(&mut self, sessions: impl IntoIterator<Item = Session>) {
        for session in sessions {
            self.rolls.entry(session.id.clone()).or_insert_with(|| Roll {
                session,
                booked: Vec::new(),
                waitlist: Vec::new(),
                attended: Vec::new(),
            });
        }
    }

    pub fn roll(&self, session_id: &str) -> Result<&Roll, StudioError> {
        self.rolls
            .get(session_id)
            .ok_or_else(|| StudioError::UnknownSession(session_id.to_string()))
    }

    /// All rolls in session id order (which is date order).
    pub fn rolls(&self) -> impl Iterator<Item = &Roll> {
        self.rolls.values()
    }

    pub fn book(
        &mut self,
        member: &str,
        session_id: &str,
        now: DateTime,
    ) -> Result<BookOutcome, StudioError> {
        let roll = self
            .rolls
            .get_mut(session_id)
            .ok_or_else(|| StudioError::UnknownSession(session_id.to_string()))?;
        if now >= roll.session.starts {
            return Err(StudioError::SessionStarted(session_id.to_string()));
        }
        if roll.is_booked(member) || roll.waitlist.iter().any(|m| m == member) {
            return Err(StudioError::AlreadyBooked {
                member: member.to_string(),
                session: session_id.to_string(),
            });
        }
        let date = roll.session.starts.date;
        if roll.places_left() > 0 {
            let pass = self.passes.redeem(member, date)?;
            roll.booked.push((member.to_string(), pass));
            return Ok(BookOutcome::Booked { pass });
        }
        // The class is only taken from a pass when a place comes up, but the
        // member must hold a pass that could pay for it.
        if self.passes.classes_left(member, date) == Some(0) {
            return Err(StudioError::NoValidPass { member: member.to_string() });
        }
        roll.waitlist.push(member.to_string());
        Ok(BookOutcome::Waitlisted { position: roll.waitlist.len() })
    }

    pub fn cancel(
        &mut self,
        member: &str,
        session_id: &str,
        now: DateTime,
    ) -> Result<CancelOutcome, StudioError> {
        let late_cancel = self.policy.late_cancel_minutes;
        let roll = self
            .rolls
            .get_mut(session_id)
            .ok_or_else(|| StudioError::UnknownSession(session_id.to_string()))?;
        if let Some(i) = roll.waitlist.iter().position(|m| m == member) {
            roll.waitlist.remove(i);
            return Ok(CancelOutcome::LeftWaitlist);
        }
        let i = roll.booked.iter().position(|(m, _)| m == member).ok_or_else(|| {
            StudioError::NotBooked { member: member.to_string(), session: session_id.to_string() }
        })?;
        if now >= roll.session.starts {
            return Err(StudioError::SessionStarted(session_id.to_string()));
        }
        let (_, pass) = roll.booked.remove(i);
        let outcome = if now.minutes_until(roll.session.starts) >= late_cancel {
            self.passes.refund(pass);
            CancelOutcome::Refunded
        } else {
            CancelOutcome::Forfeited
        };
        self.promote(session_id);
        Ok(outcome)
    }

    /// Fills free places from the front of the waitlist. Anyone whose pass
    /// has run out since they joined the queue is passed over.
    fn promote(&mut self, session_id: &str) {
        let Some(roll) = self.rolls.get_mut(session_id) else { return };
        let date = roll.session.starts.date;
        while roll.places_left() > 0 && !roll.waitlist.is_empty() {
            let member = roll.waitlist.remove(0);
            if let Ok(pass) = self.passes.redeem(&member, date) {
                roll.booked.push((member, pass));
            }
        }
    }

    pub fn check_in(&mut self, member: &str, session_id: &str) -> Result<(), StudioError> {
        let roll = self
            .rolls
            .get_mut(session_id)
            .ok_or_else(|| StudioError::UnknownSession(session_id.to_string()))?;
        if !roll.is_booked(member) {
            return Err(StudioError::NotBooked {
                member: member.to_string(),
                session: session_id.to_string(),
            });
        }
        if !roll.attended.iter().any(|m| m == member) {
            roll.attended.push(member.to_string());
        }
        Ok(())
    }

    /// Booked but never checked in.
    pub fn no_shows(&self, session_id: &str) -> Result<Vec<String>, StudioError> {
        let roll = self.roll(session_id)?;
        Ok(roll
            .booked
            .iter()
            .map(|(m, _)| m.clone())
            .filter(|m| !roll.attended.contains(m))
            .collect())
    }
}
