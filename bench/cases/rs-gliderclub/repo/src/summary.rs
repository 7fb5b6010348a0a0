//! The day's summary for the committee.

use std::collections::BTreeMap;

use crate::billing::{charge_flight, BillingError, Tariff};
use crate::clock::format_duration;
use crate::fleet::Fleet;
use crate::flightlog::Flight;
use crate::launch::Launch;
use crate::members::Roster;
use crate::money::format_pence;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DaySummary {
    pub flights: usize,
    pub winch_launches: usize,
    pub aerotows: usize,
    pub self_launches: usize,
    pub instructional_flights: usize,
    pub total_minutes: u32,
    /// Flight number and minutes of the longest flight.
    pub longest: Option<(u32, u32)>,
    pub launch_revenue_pence: u32,
    pub soaring_revenue_pence: u32,
}

impl DaySummary {
    pub fn revenue_pence(&self) -> u32 {
        self.launch_revenue_pence + self.soaring_revenue_pence
    }
}

pub fn summarise(
    flights: &[Flight],
    fleet: &Fleet,
    roster: &Roster,
    tariff: &Tariff,
) -> Result<DaySummary, BillingError> {
    let mut s = DaySummary::default();
    for flight in flights {
        s.flights += 1;
        match flight.launch {
            Launch::Winch => s.winch_launches += 1,
            Launch::Aerotow { .. } => s.aerotows += 1,
            Launch::SelfLaunch => s.self_launches += 1,
        }
        if flight.instructional {
            s.instructional_flights += 1;
        }
        let minutes = flight.minutes();
        s.total_minutes += minutes;
        if s.longest.map_or(true, |(_, m)| minutes > m) {
            s.longest = Some((flight.number, minutes));
        }
        let charge = charge_flight(flight, fleet, roster, tariff)?;
        s.launch_revenue_pence += charge.launch_pence;
        s.soaring_revenue_pence += charge.soaring_pence;
    }
    Ok(s)
}

/// Flights and minutes per glider, by trigraph.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GliderUse {
    pub flights: usize,
    pub minutes: u32,
}

pub fn glider_use(flights: &[Flight]) -> BTreeMap<String, GliderUse> {
    let mut out: BTreeMap<String, GliderUse> = BTreeMap::new();
    for flight in flights {
        let entry = out.entry(flight.glider.clone()).or_default();
        entry.flights += 1;
        entry.minutes += flight.minutes();
    }
    out
}

/// Flights flown as P1 (not instructing) by a pilot whose currency had
/// lapsed: last P1 flight more than `lapse_days` before `today`, and no check
/// flight as a pupil earlier in the day. Returned as (flight number, member).
pub fn lapsed_p1_flights(
    flights: &[Flight],
    roster: &Roster,
    today: u32,
    lapse_days: u32,
) -> Vec<(u32, String)> {
    let mut checked: Vec<&str> = Vec::new();
    let mut out = Vec::new();
    for flight in flights {
        if flight.instructional {
            if let Some(pupil) = &flight.p2 {
                checked.push(pupil);
            }
            continue;
        }
        let p1 = flight.p1.as_str();
        let lapsed = roster
            .get(p1)
            .map_or(false, |m| m.needs_check_flight(today, lapse_days));
        if lapsed && !checked.contains(&p1) {
            out.push((flight.number, p1.to_string()));
        }
    }
    out
}

pub fn render(summary: &DaySummary) -> String {
    let mut out = String::new();
    out.push_str(&format!(
        "Flights: {} ({} instructional)\n",
        summary.flights, summary.instructional_flights
    ));
    out.push_str(&format!(
        "Launches: {} winch, {} aerotow, {} self\n",
        summary.winch_launches, summary.aerotows, summary.self_launches
    ));
    out.push_str(&format!("Flying time: {}\n", format_duration(summary.total_minutes)));
    if let Some((number, minutes)) = summary.longest {
        out.push_str(&format!("Longest: flight {} ({})\n", number, format_duration(minutes)));
    }
    out.push_str(&format!(
        "Takings: {} launches + {} soaring = {}\n",
        format_pence(summary.launch_revenue_pence.into()),
        format_pence(summary.soaring_revenue_pence.into()),
        format_pence(summary.revenue_pence().into()),
    ));
    out
}
