//! Crews: rowers in seat order, bow first, and an optional cox.

use crate::boats::BoatClass;

#[derive(Debug, Clone, PartialEq)]
pub struct Rower {
    pub name: String,
    pub age: u32,
    pub weight_kg: f64,
}

impl Rower {
    pub fn new(name: &str, age: u32, weight_kg: f64) -> Self {
        Rower { name: name.to_string(), age, weight_kg }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Crew {
    pub club: String,
    pub class: BoatClass,
    pub rowers: Vec<Rower>,
    pub cox: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CrewError {
    WrongSize { class: &'static str, expected: usize, got: usize },
    CoxNeeded(&'static str),
    NoCoxSeat(&'static str),
}

impl Crew {
    pub fn new(club: &str, class: BoatClass, rowers: Vec<Rower>, cox: Option<&str>) -> Result<Self, CrewError> {
        if rowers.len() != class.rowers() {
            return Err(CrewError::WrongSize { class: class.code(), expected: class.rowers(), got: rowers.len() });
        }
        match (class.coxed(), cox) {
            (true, None) => return Err(CrewError::CoxNeeded(class.code())),
            (false, Some(_)) => return Err(CrewError::NoCoxSeat(class.code())),
            _ => {}
        }
        Ok(Crew { club: club.to_string(), class, rowers, cox: cox.map(str::to_string) })
    }

    /// Average age of the rowers (the cox is not counted).
    pub fn average_age(&self) -> f64 {
        let total: u32 = self.rowers.iter().map(|r| r.age).sum();
        total as f64 / self.rowers.len() as f64
    }

    pub fn average_weight(&self) -> f64 {
        let total: f64 = self.rowers.iter().map(|r| r.weight_kg).sum();
        total / self.rowers.len() as f64
    }

    pub fn heaviest(&self) -> &Rower {
        self.rowers
            .iter()
            .max_by(|a, b| a.weight_kg.partial_cmp(&b.weight_kg).unwrap())
            .expect("a crew has rowers")
    }

    /// Stroke is the last seat, nearest the stern.
    pub fn stroke(&self) -> &Rower {
        self.rowers.last().expect("a crew has rowers")
    }

    pub fn label(&self) -> String {
        format!("{} {} ({})", self.club, self.class.code(), self.stroke().name)
    }
}
