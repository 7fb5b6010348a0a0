//! What the instructors are paid for the classes they taught.

use crate::booking::Desk;
use crate::calendar::Date;
use std::collections::BTreeMap;
use std::fmt::Write;

/// Pay rates, in pence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rates {
    pub per_class: u32,
    /// Classes of at least this many minutes earn `long_class_extra` on top.
    pub long_class_minutes: u32,
    pub long_class_extra: u32,
}

impl Default for Rates {
    fn default() -> Rates {
        Rates { per_class: 3500, long_class_minutes: 75, long_class_extra: 1000 }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Payslip {
    pub classes: u32,
    pub students: u32,
    pub pence: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payroll {
    pub from: Date,
    pub to: Date,
    pub slips: BTreeMap<String, Payslip>,
}

impl Payroll {
    /// Pay for classes held from `from` to `to` inclusive. A class nobody
    /// checked in to was not held and is not paid.
    pub fn run(desk: &Desk, rates: Rates, from: Date, to: Date) -> Payroll {
        let mut slips: BTreeMap<String, Payslip> = BTreeMap::new();
        for roll in desk.rolls() {
            let session = &roll.session;
            let date = session.starts.date;
            if date < from || date > to || roll.attended.is_empty() {
                continue;
            }
            let mut pay = rates.per_class;
            if session.minutes >= rates.long_class_minutes {
                pay += rates.long_class_extra;
            }
            let slip = slips.entry(session.instructor.clone()).or_default();
            slip.classes += 1;
            slip.students += roll.attended.len() as u32;
            slip.pence += pay;
        }
        Payroll { from, to, slips }
    }

    pub fn total(&self) -> u32 {
        self.slips.values().map(|s| s.pence).sum()
    }

    pub fn render(&self) -> String {
        let mut out = format!("Instructor pay {} to {}\n", self.from, self.to);
        for (name, slip) in &self.slips {
            let _ = writeln!(
                out,
                "{name:<10} {:>2} classes {:>3} students  £{}.{:02}",
                slip.classes,
                slip.students,
                slip.pence / 100,
                slip.pence % 100
            );
        }
        let total = self.total();
        let _ = writeln!(out, "{:<36}£{}.{:02}", "Total", total / 100, total % 100);
        out
    }
}
