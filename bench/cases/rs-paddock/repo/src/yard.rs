//! The yard: its horses and packages, paddocks, turnout groups, the day's
//! hay and the month's invoices.

use std::collections::HashMap;

use crate::billing::{Extra, Invoice, Package, BALE_PRICE};
use crate::feed;
use crate::horse::{group_load, Horse};
use crate::paddock::Paddock;
use crate::rotation::{Rotation, RotationError};

#[derive(Debug, PartialEq, Eq)]
pub enum YardError {
    UnknownHorse(String),
    UnknownPaddock(String),
    NoPaddock { load: u32 },
    Rotation(RotationError),
}

impl From<RotationError> for YardError {
    fn from(e: RotationError) -> YardError {
        YardError::Rotation(e)
    }
}

#[derive(Debug, Default)]
pub struct Yard {
    pub horses: Vec<(Horse, Package)>,
    pub paddocks: Vec<Paddock>,
    pub rotation: Rotation,
    /// Paddock name -> names of the horses out on it.
    pub turnout: HashMap<String, Vec<String>>,
    /// Horse name -> extras charged this month.
    pub extras: HashMap<String, Vec<Extra>>,
}

impl Yard {
    pub fn new(paddocks: Vec<Paddock>) -> Yard {
        Yard {
            paddocks,
            ..Yard::default()
        }
    }

    pub fn add_horse(&mut self, horse: Horse, package: Package) {
        self.horses.push((horse, package));
    }

    pub fn horse(&self, name: &str) -> Result<&Horse, YardError> {
        self.horses
            .iter()
            .map(|(h, _)| h)
            .find(|h| h.name == name)
            .ok_or_else(|| YardError::UnknownHorse(name.to_string()))
    }

    fn paddock(&self, name: &str) -> Result<&Paddock, YardError> {
        self.paddocks
            .iter()
            .find(|p| p.name == name)
            .ok_or_else(|| YardError::UnknownPaddock(name.to_string()))
    }

    /// Turns a group out on the best ready paddock and returns its name.
    pub fn turn_out(&mut self, names: &[&str], day: u32) -> Result<String, YardError> {
        let group = names.iter().map(|n| self.horse(n)).collect::<Result<Vec<_>, _>>()?;
        let load = group_load(&group);
        let paddock = self
            .rotation
            .next_paddock(&self.paddocks, load, day)
            .ok_or(YardError::NoPaddock { load })?
            .name
            .clone();
        self.rotation.occupy(&paddock, day)?;
        self.turnout
            .insert(paddock.clone(), names.iter().map(|n| n.to_string()).collect());
        Ok(paddock)
    }

    /// Brings a group in and rests its paddock; returns the days it grazed.
    pub fn bring_in(&mut self, paddock: &str, day: u32) -> Result<u32, YardError> {
        self.paddock(paddock)?;
        let days = self.rotation.vacate(paddock, day)?;
        self.turnout.remove(paddock);
        Ok(days)
    }

    /// The paddock a horse is out on, if any.
    pub fn out_on(&self, horse: &str) -> Option<&Paddock> {
        let name = self
            .turnout
            .iter()
            .find(|(_, names)| names.iter().any(|n| n == horse))
            .map(|(p, _)| p)?;
        self.paddocks.iter().find(|p| &p.name == name)
    }

    /// Hay for today, per horse in yard order, in grams.
    pub fn hay_today(&self) -> Vec<(String, u32)> {
        self.horses
            .iter()
            .map(|(h, _)| (h.name.clone(), feed::hay_g(h, self.out_on(&h.name))))
            .collect()
    }

    pub fn charge(&mut self, horse: &str, extra: Extra) -> Result<(), YardError> {
        self.horse(horse)?;
        self.extras.entry(horse.to_string()).or_default().push(extra);
        Ok(())
    }

    /// Sells `bales` small bales to a horse's owner.
    pub fn sell_hay(&mut self, horse: &str, bales: u32) -> Result<(), YardError> {
        let what = format!("hay, {} bales", bales);
        self.charge(horse, Extra::new(&what, BALE_PRICE * bales as u64))
    }

    /// Invoices for a billing period of `days` days, in yard order.
    pub fn invoices(&self, days: u32) -> Vec<Invoice> {
        self.horses
            .iter()
            .map(|(h, package)| {
                let mut inv = Invoice::new(&h.owner, &h.name, *package, days);
                for extra in self.extras.get(&h.name).into_iter().flatten() {
                    inv.add_extra(extra.clone());
                }
                inv
            })
            .collect()
    }
}
