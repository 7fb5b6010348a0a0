//! What each flight costs and who pays for it.

use std::collections::BTreeMap;
use std::fmt;

use crate::fleet::{Fleet, Ownership};
use crate::flightlog::Flight;
use crate::launch::LaunchTariff;
use crate::members::{Category, Roster};
use crate::money::{discount, format_pence};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tariff {
    pub launch: LaunchTariff,
    /// Soaring in a club glider is charged for at most this many minutes of
    /// any one flight, so nobody is put off a long cross-country.
    pub soaring_cap_minutes: u32,
    /// Taken off soaring charges (never launches) for junior members.
    pub junior_discount_percent: u32,
    /// Cadets on the scheme soar free.
    pub cadet_discount_percent: u32,
}

impl Default for Tariff {
    fn default() -> Tariff {
        Tariff {
            launch: LaunchTariff::default(),
            soaring_cap_minutes: 180,
            junior_discount_percent: 50,
            cadet_discount_percent: 100,
        }
    }
}

impl Tariff {
    pub fn soaring_discount_percent(&self, category: Category) -> u32 {
        match category {
            Category::Junior => self.junior_discount_percent,
            Category::Cadet => self.cadet_discount_percent,
            Category::Full | Category::Temporary => 0,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BillingError {
    UnknownGlider(String),
    UnknownMember(String),
}

impl fmt::Display for BillingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BillingError::UnknownGlider(g) => write!(f, "glider {} is not on the fleet list", g),
            BillingError::UnknownMember(m) => write!(f, "member {} is not on the roster", m),
        }
    }
}

impl std::error::Error for BillingError {}

/// One flight's charge to one member.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Charge {
    pub flight: u32,
    pub payer: String,
    pub launch_pence: u32,
    pub soaring_pence: u32,
}

impl Charge {
    pub fn total_pence(&self) -> u32 {
        self.launch_pence + self.soaring_pence
    }
}

/// Who pays: the pupil on an instructional flight, otherwise P1. (A
/// non-instructional two-seater flight is paid by P1, who can settle up with
/// their passenger.)
pub fn payer(flight: &Flight) -> &str {
    match (&flight.p2, flight.instructional) {
        (Some(pupil), true) => pupil,
        _ => &flight.p1,
    }
}

/// Minutes of the flight that are charged for.
pub fn charged_minutes(flight: &Flight, tariff: &Tariff) -> u32 {
    flight.minutes().min(tariff.soaring_cap_minutes)
}

pub fn charge_flight(
    flight: &Flight,
    fleet: &Fleet,
    roster: &Roster,
    tariff: &Tariff,
) -> Result<Charge, BillingError> {
    let glider = fleet
        .get(&flight.glider)
        .ok_or_else(|| BillingError::UnknownGlider(flight.glider.clone()))?;
    let payer = payer(flight);
    let member = roster
        .get(payer)
        .ok_or_else(|| BillingError::UnknownMember(payer.to_string()))?;

    let launch_pence = tariff.launch.fee(&flight.launch);
    let soaring_pence = match glider.ownership {
        Ownership::Private => 0,
        Ownership::Club => {
            let full = charged_minutes(flight, tariff) * glider.pence_per_minute;
            discount(full, tariff.soaring_discount_percent(member.category))
        }
    };
    Ok(Charge {
        flight: flight.number,
        payer: member.id.clone(),
        launch_pence,
        soaring_pence,
    })
}

/// A member's bill for the day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Statement {
    pub member: String,
    pub name: String,
    pub charges: Vec<Charge>,
}

impl Statement {
    pub fn total_pence(&self) -> u32 {
        self.charges.iter().map(Charge::total_pence).sum()
    }

    pub fn render(&self) -> String {
        let mut out = format!("{} {}\n", self.member, self.name);
        for c in &self.charges {
            out.push_str(&format!(
                "  flight {:>3}  launch {:>8}  soaring {:>8}\n",
                c.flight,
                format_pence(c.launch_pence.into()),
                format_pence(c.soaring_pence.into()),
            ));
        }
        out.push_str(&format!("  total {}\n", format_pence(self.total_pence().into())));
        out
    }
}

/// Everyone's statement for the day, in membership-number order. Members who
/// paid for nothing get none.
pub fn statements(
    flights: &[Flight],
    fleet: &Fleet,
    roster: &Roster,
    tariff: &Tariff,
) -> Result<Vec<Statement>, BillingError> {
    let mut by_member: BTreeMap<String, Vec<Charge>> = BTreeMap::new();
    for flight in flights {
        let charge = charge_flight(flight, fleet, roster, tariff)?;
        by_member.entry(charge.payer.clone()).or_default().push(charge);
    }
    Ok(by_member
        .into_iter()
        .map(|(member, charges)| Statement {
            name: roster.get(&member).map(|m| m.name.clone()).unwrap_or_default(),
            member,
            charges,
        })
        .collect())
}
