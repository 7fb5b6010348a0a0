//! A series of races scored by the low-point system.

use std::collections::BTreeMap;

use crate::boat::Boat;
use crate::result::RaceResult;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    pub sail: String,
    pub name: String,
    /// points per race, in race order
    pub races: Vec<u32>,
    pub total: u32,
}

#[derive(Debug, Default)]
pub struct Series {
    pub boats: Vec<Boat>,
    pub races: Vec<RaceResult>,
}

impl Series {
    pub fn new(boats: Vec<Boat>) -> Series {
        Series { boats, races: Vec::new() }
    }

    pub fn entries(&self) -> u32 {
        self.boats.len() as u32
    }

    pub fn add_race(&mut self, race: RaceResult) {
        self.races.push(race);
    }

    /// Points per sail number for one race; an entry missing from the race did not start.
    pub fn score_race(&self, race: &RaceResult) -> BTreeMap<String, u32> {
        let starters = race.starters();
        let entries = self.entries();
        let mut points = BTreeMap::new();
        for (i, (sail, finish)) in race.placed().iter().enumerate() {
            points.insert(sail.clone(), finish.points(i as u32 + 1, starters, entries));
        }
        for boat in &self.boats {
            points.entry(boat.sail.clone()).or_insert(entries + 1);
        }
        points
    }

    /// Standings, lowest total first; ties broken by the better last race.
    pub fn standings(&self) -> Vec<Standing> {
        let scored: Vec<BTreeMap<String, u32>> = self.races.iter().map(|r| self.score_race(r)).collect();
        let mut table: Vec<Standing> = self
            .boats
            .iter()
            .map(|boat| {
                let races: Vec<u32> = scored.iter().map(|s| s[&boat.sail]).collect();
                let total = races.iter().sum();
                Standing { sail: boat.sail.clone(), name: boat.name.clone(), races, total }
            })
            .collect();
        table.sort_by(|a, b| a.total.cmp(&b.total).then_with(|| a.races.last().cmp(&b.races.last())));
        table
    }
}
