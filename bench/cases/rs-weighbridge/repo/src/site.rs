//! The site office: the vehicle register, the price list and the day's
//! tickets, numbered in sequence.

use crate::material::Catalogue;
use crate::ticket::{Direction, Ticket, TicketError};
use crate::units::round_to_graduation;
use crate::vehicle::{Vehicle, VehicleRegister};

#[derive(Debug)]
pub struct Site {
    pub name: String,
    pub register: VehicleRegister,
    pub catalogue: Catalogue,
    pub tickets: Vec<Ticket>,
    next_number: u32,
}

impl Site {
    pub fn new(name: &str, catalogue: Catalogue, first_ticket: u32) -> Site {
        Site {
            name: name.to_string(),
            register: VehicleRegister::new(),
            catalogue,
            tickets: Vec::new(),
            next_number: first_ticket,
        }
    }

    pub fn register(&mut self, vehicle: Vehicle) {
        self.register.add(vehicle);
    }

    fn vehicle(&self, registration: &str) -> Result<&Vehicle, TicketError> {
        self.register
            .get(registration)
            .ok_or_else(|| TicketError::UnknownVehicle(registration.to_string()))
    }

    fn ticket_index(&self, number: u32) -> Result<usize, TicketError> {
        self.tickets
            .iter()
            .position(|t| t.number == number)
            .ok_or(TicketError::UnknownTicket(number))
    }

    pub fn ticket(&self, number: u32) -> Option<&Ticket> {
        self.tickets.iter().find(|t| t.number == number)
    }

    /// First weighing: opens a ticket and returns its number.
    pub fn weigh_in(
        &mut self,
        registration: &str,
        material: &str,
        direction: Direction,
        raw_kg: u32,
        at: u16,
    ) -> Result<u32, TicketError> {
        let reg = self.vehicle(registration)?.registration.clone();
        let code = self
            .catalogue
            .find(material)
            .ok_or_else(|| TicketError::UnknownMaterial(material.to_string()))?
            .code
            .clone();
        let number = self.next_number;
        self.next_number += 1;
        self.tickets
            .push(Ticket::open(number, &reg, &code, direction, round_to_graduation(raw_kg), at));
        Ok(number)
    }

    /// Second weighing: completes the ticket and checks the gross against the
    /// vehicle's plated weight.
    pub fn weigh_out(&mut self, number: u32, raw_kg: u32, at: u16) -> Result<&Ticket, TicketError> {
        let i = self.ticket_index(number)?;
        self.tickets[i].complete(round_to_graduation(raw_kg), at)?;
        self.finish(i)
    }

    /// Completes an inbound ticket with the vehicle's stored tare, for a
    /// haulier who tips and leaves without weighing out.
    pub fn use_stored_tare(&mut self, number: u32, at: u16) -> Result<&Ticket, TicketError> {
        let i = self.ticket_index(number)?;
        let reg = self.tickets[i].registration.clone();
        let tare = self
            .vehicle(&reg)?
            .stored_tare_kg
            .ok_or(TicketError::NoStoredTare(reg))?;
        self.tickets[i].complete(tare, at)?;
        self.tickets[i].stored_tare = true;
        self.finish(i)
    }

    fn finish(&mut self, i: usize) -> Result<&Ticket, TicketError> {
        let gross = self.tickets[i].gross_kg().unwrap_or(0);
        let overloaded = self.vehicle(&self.tickets[i].registration)?.is_overloaded(gross);
        self.tickets[i].overloaded = overloaded;
        Ok(&self.tickets[i])
    }

    pub fn open_tickets(&self) -> impl Iterator<Item = &Ticket> {
        self.tickets.iter().filter(|t| !t.is_complete())
    }
}
