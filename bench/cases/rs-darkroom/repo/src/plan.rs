//! A development run: developer, stop, fixer, wash and wetting agent, with
//! times and agitation for each step.

use crate::agitation::Agitation;
use crate::compensation;
use crate::developer;
use crate::dilution::Dilution;
use crate::film;
use crate::timefmt::mmss;
use crate::Error;

pub const STOP_SECONDS: u32 = 60;
pub const FIX_SECONDS: u32 = 300;
/// The Ilford wash: fill, 5 inversions, dump; fill, 10; fill, 20.
pub const WASH_SECONDS: u32 = 180;
pub const WETTING_SECONDS: u32 = 30;

#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    pub name: &'static str,
    pub seconds: u32,
    pub agitation: Agitation,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Plan {
    pub film: &'static str,
    pub developer: &'static str,
    pub dilution: Dilution,
    pub celsius: f64,
    pub push: i8,
    pub steps: Vec<Step>,
}

/// Developer times are given to the nearest quarter minute.
fn round_to_quarter_minute(seconds: f64) -> u32 {
    ((seconds / 15.0).round() * 15.0) as u32
}

/// Plans a run for a film in a developer at a dilution and temperature,
/// pushed or pulled by `push` stops.
pub fn plan(film: &str, developer: &str, dilution: &str, celsius: f64, push: i8) -> Result<Plan, Error> {
    let stock = film::stock(film)?;
    let dev = developer::developer(developer)?;
    let dilution: Dilution = dilution.parse()?;

    let minutes = stock.minutes(dev.name, &dilution)? * compensation::push_factor(push)?;
    let minutes = compensation::for_temperature(minutes, celsius)?;
    let developer_seconds = round_to_quarter_minute(minutes * 60.0);

    let steps = vec![
        Step { name: "Developer", seconds: developer_seconds, agitation: Agitation::ILFORD },
        Step { name: "Stop", seconds: STOP_SECONDS, agitation: Agitation::Continuous },
        Step { name: "Fixer", seconds: FIX_SECONDS, agitation: Agitation::ILFORD },
        Step { name: "Wash", seconds: WASH_SECONDS, agitation: Agitation::Still },
        Step { name: "Wetting agent", seconds: WETTING_SECONDS, agitation: Agitation::Still },
    ];

    Ok(Plan { film: stock.name, developer: dev.name, dilution, celsius, push, steps })
}

impl Plan {
    pub fn step(&self, name: &str) -> Option<&Step> {
        self.steps.iter().find(|s| s.name == name)
    }

    pub fn developer_seconds(&self) -> u32 {
        self.step("Developer").map(|s| s.seconds).unwrap_or(0)
    }

    pub fn total_seconds(&self) -> u32 {
        self.steps.iter().map(|s| s.seconds).sum()
    }

    /// When each step starts, in seconds from pouring in the first.
    pub fn timeline(&self) -> Vec<(u32, &'static str)> {
        let mut start = 0;
        let mut out = Vec::with_capacity(self.steps.len());
        for step in &self.steps {
            out.push((start, step.name));
            start += step.seconds;
        }
        out
    }

    /// Seconds from the start of the run at which to start inverting the
    /// tank, for a timer.
    pub fn agitation_cues(&self) -> Vec<u32> {
        let mut cues = Vec::new();
        for (start, name) in self.timeline() {
            let step = self.step(name).expect("step in its own timeline");
            for (at, _) in step.agitation.periods(step.seconds) {
                if step.agitation != Agitation::Continuous {
                    cues.push(start + at);
                }
            }
        }
        cues
    }

    /// The run as printed for the darkroom wall.
    pub fn sheet(&self) -> String {
        let ei = compensation::exposure_index(
            film::stock(self.film).map(|s| s.iso).unwrap_or(0),
            self.push,
        );
        let mut out = format!(
            "{} at EI {} in {} {} at {:.1} °C\n",
            self.film, ei, self.developer, self.dilution, self.celsius
        );
        for (start, name) in self.timeline() {
            let step = self.step(name).expect("step in its own timeline");
            out.push_str(&format!("{:>7}  {:<14}{:>6}\n", mmss(start), name, mmss(step.seconds)));
        }
        out.push_str(&format!("{:>7}  done\n", mmss(self.total_seconds())));
        out
    }
}
