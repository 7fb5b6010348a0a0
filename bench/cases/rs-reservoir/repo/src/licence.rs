//! The abstraction licence: a daily and an annual limit.

#[derive(Debug, Clone, Copy)]
pub struct Licence {
    /// most that may be taken in a day, Ml
    pub daily_max: f64,
    /// most that may be taken in a licence year, Ml
    pub annual_max: f64,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Breach {
    /// day index (0-based) and the amount over the daily limit, Ml
    Daily { day: usize, over: f64 },
    /// the day the annual total was passed, and the amount over by year end
    Annual { day: usize, over: f64 },
}

impl Licence {
    /// Every breach in a licence year of daily abstractions.
    pub fn check(&self, daily: &[f64]) -> Vec<Breach> {
        let mut breaches = Vec::new();
        let mut total = 0.0;
        let mut passed_on = None;
        for (day, &taken) in daily.iter().enumerate() {
            if taken > self.daily_max {
                breaches.push(Breach::Daily { day, over: taken - self.daily_max });
            }
            total += taken;
            if passed_on.is_none() && total > self.annual_max {
                passed_on = Some(day);
            }
        }
        if let Some(day) = passed_on {
            breaches.push(Breach::Annual { day, over: total - self.annual_max });
        }
        breaches
    }

    /// The highest steady daily rate that keeps the year within the annual
    /// limit, given what has been taken so far and the days left.
    pub fn sustainable_rate(&self, taken_so_far: f64, days_left: u32) -> f64 {
        if days_left == 0 {
            return 0.0;
        }
        let left = (self.annual_max - taken_so_far).max(0.0);
        (left / days_left as f64).min(self.daily_max)
    }
}
