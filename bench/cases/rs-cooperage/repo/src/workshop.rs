//! The week's plan: jobs are raised in order of toast, lightest first, so the
//! cresset fire only ever has to be built up, and each cask takes its staves
//! from the yard, widest first.

use crate::cask::CaskKind;
use crate::stave::{bilge_span_mm, StaveYard};
use crate::toast::Toast;

#[derive(Debug, Clone, PartialEq)]
pub struct Job {
    pub customer: String,
    pub kind: CaskKind,
    pub toast: Toast,
    pub count: u32,
}

#[derive(Debug, Clone, PartialEq)]
pub struct BuiltCask {
    pub customer: String,
    pub kind: CaskKind,
    pub toast: Toast,
    pub staves: Vec<u32>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Shortfall {
    pub customer: String,
    pub kind: CaskKind,
    pub casks: u32,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Plan {
    pub built: Vec<BuiltCask>,
    pub short: Vec<Shortfall>,
    pub fire_minutes: u32,
    pub staves_left: usize,
}

impl Job {
    pub fn new(customer: &str, kind: CaskKind, toast: Toast, count: u32) -> Job {
        Job { customer: customer.to_string(), kind, toast, count }
    }
}

impl Plan {
    pub fn casks_built(&self) -> usize {
        self.built.len()
    }

    pub fn staves_used(&self) -> usize {
        self.built.iter().map(|c| c.staves.len()).sum()
    }
}

pub fn plan_week(jobs: &[Job], yard: &mut StaveYard) -> Plan {
    let mut order: Vec<&Job> = jobs.iter().collect();
    // stable: jobs with the same toast keep the order they were booked in
    order.sort_by_key(|j| j.toast);

    let mut plan = Plan::default();
    for job in order {
        let span = bilge_span_mm(job.kind.standard_dimensions().bilge_mm);
        let mut missing = 0;
        for _ in 0..job.count {
            match yard.take_for_span(span) {
                Some(staves) => {
                    plan.fire_minutes += job.toast.minutes_for(job.kind.nominal_litres());
                    plan.built.push(BuiltCask {
                        customer: job.customer.clone(),
                        kind: job.kind,
                        toast: job.toast,
                        staves,
                    });
                }
                None => missing += 1,
            }
        }
        if missing > 0 {
            plan.short.push(Shortfall {
                customer: job.customer.clone(),
                kind: job.kind,
                casks: missing,
            });
        }
    }
    plan.staves_left = yard.len();
    plan
}
