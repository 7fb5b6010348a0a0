//! Weighbridge tickets: two weighings of one vehicle carrying one material.

use std::fmt;

use crate::units::format_tonnes;

/// Which way the load goes. Waste comes in loaded and leaves empty; sold
/// aggregate comes in empty and leaves loaded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Inbound,
    Outbound,
}

impl Direction {
    pub fn label(self) -> &'static str {
        match self {
            Direction::Inbound => "IN",
            Direction::Outbound => "OUT",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TicketError {
    UnknownVehicle(String),
    UnknownMaterial(String),
    UnknownTicket(u32),
    AlreadyComplete(u32),
    NoStoredTare(String),
    TareExceedsGross { gross_kg: u32, tare_kg: u32 },
}

impl fmt::Display for TicketError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TicketError::UnknownVehicle(r) => write!(f, "vehicle {} is not registered", r),
            TicketError::UnknownMaterial(c) => write!(f, "no material with code {}", c),
            TicketError::UnknownTicket(n) => write!(f, "no ticket {}", n),
            TicketError::AlreadyComplete(n) => write!(f, "ticket {} is already complete", n),
            TicketError::NoStoredTare(r) => write!(f, "no stored tare for {}", r),
            TicketError::TareExceedsGross { gross_kg, tare_kg } => {
                write!(f, "tare {} kg is more than gross {} kg", tare_kg, gross_kg)
            }
        }
    }
}

impl std::error::Error for TicketError {}

#[derive(Debug, Clone, PartialEq)]
pub struct Ticket {
    pub number: u32,
    pub registration: String,
    pub material: String,
    pub direction: Direction,
    /// First weighing, kg, and the minute of the day it was taken.
    pub first_kg: u32,
    pub first_at: u16,
    /// Second weighing, once the vehicle has come back over the bridge.
    pub second_kg: Option<u32>,
    pub second_at: Option<u16>,
    /// The second weighing was the vehicle's stored tare, not a weighing.
    pub stored_tare: bool,
    pub overloaded: bool,
}

/// `07:05` for minute 425 of the day.
pub fn format_time(minute: u16) -> String {
    format!("{:02}:{:02}", minute / 60, minute % 60)
}

impl Ticket {
    pub fn open(number: u32, registration: &str, material: &str, direction: Direction, kg: u32, at: u16) -> Ticket {
        Ticket {
            number,
            registration: registration.to_string(),
            material: material.to_string(),
            direction,
            first_kg: kg,
            first_at: at,
            second_kg: None,
            second_at: None,
            stored_tare: false,
            overloaded: false,
        }
    }

    pub fn is_complete(&self) -> bool {
        self.second_kg.is_some()
    }

    /// Gross and tare, once both weighings are in: loaded vehicles are
    /// weighed first when inbound and second when outbound.
    pub fn gross_and_tare(&self) -> Option<(u32, u32)> {
        let second = self.second_kg?;
        Some(match self.direction {
            Direction::Inbound => (self.first_kg, second),
            Direction::Outbound => (second, self.first_kg),
        })
    }

    pub fn gross_kg(&self) -> Option<u32> {
        self.gross_and_tare().map(|(g, _)| g)
    }

    pub fn tare_kg(&self) -> Option<u32> {
        self.gross_and_tare().map(|(_, t)| t)
    }

    /// The load, kg (0 until the ticket is complete).
    pub fn net_kg(&self) -> u32 {
        match self.gross_and_tare() {
            Some((g, t)) => g.saturating_sub(t),
            None => 0,
        }
    }

    /// Record the second weighing, checking that the load is not negative.
    pub fn complete(&mut self, kg: u32, at: u16) -> Result<(), TicketError> {
        if self.is_complete() {
            return Err(TicketError::AlreadyComplete(self.number));
        }
        let (gross_kg, tare_kg) = match self.direction {
            Direction::Inbound => (self.first_kg, kg),
            Direction::Outbound => (kg, self.first_kg),
        };
        if tare_kg > gross_kg {
            return Err(TicketError::TareExceedsGross { gross_kg, tare_kg });
        }
        self.second_kg = Some(kg);
        self.second_at = Some(at);
        Ok(())
    }

    /// The printed ticket handed to the driver.
    pub fn lines(&self) -> Vec<String> {
        let mut out = vec![
            format!("Ticket {:06}  {}  {}", self.number, self.registration, self.direction.label()),
            format!("Material: {}", self.material),
            format!("First:  {} at {}", format_tonnes(self.first_kg), format_time(self.first_at)),
        ];
        if let (Some(kg), Some(at)) = (self.second_kg, self.second_at) {
            let how = if self.stored_tare { " (stored tare)" } else { "" };
            out.push(format!("Second: {} at {}{}", format_tonnes(kg), format_time(at), how));
            out.push(format!("Net:    {}", format_tonnes(self.net_kg())));
        }
        if self.overloaded {
            out.push("OVERLOADED: gross is over the plated weight".to_string());
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inbound_weighs_gross_first() {
        let mut t = Ticket::open(1, "AB12 CDE", "CDW", Direction::Inbound, 24_180, 450);
        t.complete(11_020, 470).unwrap();
        assert_eq!(t.gross_and_tare(), Some((24_180, 11_020)));
        assert_eq!(t.net_kg(), 13_160);
    }

    #[test]
    fn outbound_weighs_tare_first() {
        let mut t = Ticket::open(2, "AB12 CDE", "MOT1", Direction::Outbound, 11_020, 450);
        t.complete(30_500, 480).unwrap();
        assert_eq!(t.gross_kg(), Some(30_500));
        assert_eq!(t.net_kg(), 19_480);
    }

    #[test]
    fn second_weighing_cannot_exceed_load() {
        let mut t = Ticket::open(3, "AB12 CDE", "CDW", Direction::Inbound, 10_000, 450);
        assert_eq!(
            t.complete(10_040, 460),
            Err(TicketError::TareExceedsGross { gross_kg: 10_000, tare_kg: 10_040 })
        );
        assert!(!t.is_complete());
        t.complete(9_000, 461).unwrap();
        assert_eq!(t.complete(9_000, 462), Err(TicketError::AlreadyComplete(3)));
    }

    #[test]
    fn times() {
        assert_eq!(format_time(425), "07:05");
        assert_eq!(format_time(0), "00:00");
    }
}
