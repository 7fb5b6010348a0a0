//! The turnstile: open, or refuse with a reason, and log every scan.

use std::collections::HashSet;

use crate::clock::Minute;
use crate::pass::{may_ride, window, Lift, Pass, Window};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    Blocked,
    NotYetValid,
    Expired,
    WrongLift,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    Open,
    Refused(Reason),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scan {
    pub pass: u32,
    pub lift: Lift,
    pub at: Minute,
    pub decision: Decision,
}

#[derive(Debug, Default)]
pub struct Gate {
    blocked: HashSet<u32>,
    pub log: Vec<Scan>,
}

impl Gate {
    pub fn new() -> Gate {
        Gate::default()
    }

    /// Refuse this pass from now on (lost, or passed on to someone else).
    pub fn block(&mut self, pass: u32) {
        self.blocked.insert(pass);
    }

    pub fn scan(&mut self, pass: &Pass, lift: Lift, at: Minute) -> Decision {
        let decision = decide(&self.blocked, pass, lift, at);
        self.log.push(Scan { pass: pass.id, lift, at, decision });
        decision
    }
}

fn decide(blocked: &HashSet<u32>, pass: &Pass, lift: Lift, at: Minute) -> Decision {
    if blocked.contains(&pass.id) {
        return Decision::Refused(Reason::Blocked);
    }
    match window(pass.kind, at) {
        Window::Before => Decision::Refused(Reason::NotYetValid),
        Window::After => Decision::Refused(Reason::Expired),
        Window::Inside if !may_ride(pass.kind, lift) => Decision::Refused(Reason::WrongLift),
        Window::Inside => Decision::Open,
    }
}
