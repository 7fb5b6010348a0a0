//! Race results on handicap-adjusted times.

use crate::crew::Crew;
use crate::handicap::{category_for_age, handicap_tenths, Category};
use crate::time::RaceTime;

#[derive(Debug, Clone)]
pub struct Entry {
    pub lane: u8,
    pub crew: Crew,
    pub category: Option<Category>,
    pub time: Option<RaceTime>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Placing {
    pub place: usize,
    pub lane: u8,
    pub label: String,
    pub raw: RaceTime,
    pub adjusted: RaceTime,
    /// Tenths behind the winner on adjusted time.
    pub margin_tenths: u32,
}

/// Category used for the handicap: the one entered, or from the average age.
pub fn entry_category(e: &Entry) -> Option<Category> {
    e.category.or_else(|| category_for_age(e.crew.average_age() as u32))
}

pub fn adjusted_time(e: &Entry, raw: RaceTime, distance_m: u32) -> RaceTime {
    match entry_category(e) {
        Some(c) => raw.plus_tenths(-(handicap_tenths(c, e.crew.class, distance_m) as i64)),
        None => raw,
    }
}

/// Finishers in order of adjusted time (lane breaks ties); crews without a time are left out.
pub fn placings(entries: &[Entry], distance_m: u32) -> Vec<Placing> {
    let mut rows: Vec<Placing> = entries
        .iter()
        .filter_map(|e| {
            e.time.map(|raw| Placing {
                place: 0,
                lane: e.lane,
                label: e.crew.label(),
                raw,
                adjusted: adjusted_time(e, raw, distance_m),
                margin_tenths: 0,
            })
        })
        .collect();
    rows.sort_by_key(|p| (p.adjusted, p.lane));
    let best = rows.first().map(|p| p.adjusted.tenths()).unwrap_or(0);
    for (i, p) in rows.iter_mut().enumerate() {
        p.place = i + 1;
        p.margin_tenths = p.adjusted.tenths() - best;
    }
    rows
}

/// Margin as the commentators give it: seconds to one decimal.
pub fn margin_text(tenths: u32) -> String {
    if tenths == 0 {
        "-".to_string()
    } else {
        format!("+{}.{}", tenths / 10, tenths % 10)
    }
}

pub fn result_sheet(entries: &[Entry], distance_m: u32) -> String {
    placings(entries, distance_m)
        .iter()
        .map(|p| format!("{}. lane {} {} {} ({}) {}", p.place, p.lane, p.label, p.adjusted, p.raw, margin_text(p.margin_tenths)))
        .collect::<Vec<_>>()
        .join("\n")
}
