//! Flights, their birds and the clutches in the breeding cages.

use crate::bird::Bird;
use crate::calendar::Date;
use crate::feeding;
use crate::nest::Clutch;
use crate::species::Species;

#[derive(Debug, Clone, PartialEq)]
pub struct Flight {
    pub name: String,
    pub area_m2: f64,
    pub birds: Vec<Bird>,
}

impl Flight {
    pub fn new(name: &str, area_m2: f64) -> Flight {
        Flight { name: name.to_string(), area_m2, birds: Vec::new() }
    }

    /// Floor space the birds in the flight need.
    pub fn space_needed(&self) -> f64 {
        self.birds.iter().map(|b| b.species.profile().space_m2).sum()
    }

    pub fn overcrowded(&self) -> bool {
        self.space_needed() > self.area_m2 + 1e-9
    }
}

#[derive(Debug, Default)]
pub struct Aviary {
    pub flights: Vec<Flight>,
    pub clutches: Vec<Clutch>,
}

impl Aviary {
    pub fn new() -> Aviary {
        Aviary::default()
    }

    pub fn add_flight(&mut self, flight: Flight) {
        self.flights.push(flight);
    }

    pub fn flight_mut(&mut self, name: &str) -> Option<&mut Flight> {
        self.flights.iter_mut().find(|f| f.name == name)
    }

    pub fn add_bird(&mut self, flight: &str, bird: Bird) -> Result<(), String> {
        let f = self.flight_mut(flight).ok_or_else(|| format!("no flight {flight}"))?;
        f.birds.push(bird);
        Ok(())
    }

    pub fn birds(&self) -> impl Iterator<Item = &Bird> {
        self.flights.iter().flat_map(|f| f.birds.iter())
    }

    pub fn overcrowded(&self) -> Vec<&str> {
        self.flights.iter().filter(|f| f.overcrowded()).map(|f| f.name.as_str()).collect()
    }

    /// Diary lines for the next `days` days: hatching, ringing and fledging,
    /// in date order, e.g. "14 Apr  cage 3  canary  hatch due".
    pub fn diary(&self, today: Date, days: i64) -> Vec<String> {
        let until = today.add_days(days);
        let mut events: Vec<(Date, String)> = Vec::new();
        for c in &self.clutches {
            let name = c.species.name();
            let steps = [("hatch due", c.expected_hatch()), ("ring", c.ring_day()), ("fledge", c.fledge_day())];
            for (what, day) in steps {
                if let Some(d) = day {
                    if d >= today && d <= until {
                        events.push((d, format!("{}  cage {}  {}  {}", d.short(), c.cage, name, what)));
                    }
                }
            }
        }
        events.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.cmp(&b.1)));
        events.into_iter().map(|(_, line)| line).collect()
    }

    /// Seed for a week for every bird in the flights.
    pub fn weekly_seed_kg(&self) -> f64 {
        let all: Vec<Species> = self.birds().map(|b| b.species).collect();
        feeding::seed_kg(&all, 7)
    }
}
