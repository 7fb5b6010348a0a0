//! Repair tickets: what a customer handed in and where it is.

use crate::catalogue::{Catalogue, Footwear};
use crate::date::Date;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub code: String,
    pub footwear: Footwear,
    /// Pairs for a per-pair service, shoes for a per-shoe one.
    pub quantity: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Received,
    OnBench,
    Ready,
    Collected,
    Disposed,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TicketError {
    UnknownService(String),
    ZeroQuantity(String),
    BadTransition { from: Status, to: Status },
}

impl fmt::Display for TicketError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TicketError::UnknownService(code) => write!(f, "no such service: {code}"),
            TicketError::ZeroQuantity(code) => write!(f, "quantity of {code} must be at least 1"),
            TicketError::BadTransition { from, to } => {
                write!(f, "a ticket cannot go from {from:?} to {to:?}")
            }
        }
    }
}

#[derive(Debug, Clone)]
pub struct Ticket {
    pub number: u32,
    pub customer: String,
    pub received: Date,
    pub lines: Vec<Line>,
    pub status: Status,
    /// Date the work was put on the shelf for collection.
    pub ready_on: Option<Date>,
}

impl Ticket {
    pub fn new(number: u32, customer: &str, received: Date) -> Ticket {
        Ticket {
            number,
            customer: customer.to_string(),
            received,
            lines: Vec::new(),
            status: Status::Received,
            ready_on: None,
        }
    }

    /// Adds a repair, checking the code against the catalogue.
    pub fn add(
        &mut self,
        catalogue: &Catalogue,
        code: &str,
        footwear: Footwear,
        quantity: u32,
    ) -> Result<(), TicketError> {
        let service = catalogue
            .find(code)
            .ok_or_else(|| TicketError::UnknownService(code.to_string()))?;
        if quantity == 0 {
            return Err(TicketError::ZeroQuantity(service.code.to_string()));
        }
        self.lines.push(Line {
            code: service.code.to_string(),
            footwear,
            quantity,
        });
        Ok(())
    }

    /// Bench minutes for the whole ticket.
    pub fn bench_minutes(&self, catalogue: &Catalogue) -> u32 {
        self.lines
            .iter()
            .filter_map(|line| {
                catalogue
                    .find(&line.code)
                    .map(|s| s.bench_minutes * line.quantity)
            })
            .sum()
    }

    /// The longest rest any repair on the ticket needs after the bench.
    pub fn rest_days(&self, catalogue: &Catalogue) -> u32 {
        self.lines
            .iter()
            .filter_map(|line| catalogue.find(&line.code).map(|s| s.rest_days))
            .max()
            .unwrap_or(0)
    }

    pub fn advance(&mut self, to: Status, on: Date) -> Result<(), TicketError> {
        let allowed = matches!(
            (self.status, to),
            (Status::Received, Status::OnBench)
                | (Status::OnBench, Status::Ready)
                | (Status::Ready, Status::Collected)
                | (Status::Ready, Status::Disposed)
        );
        if !allowed {
            return Err(TicketError::BadTransition {
                from: self.status,
                to,
            });
        }
        if to == Status::Ready {
            self.ready_on = Some(on);
        }
        self.status = to;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ticket() -> Ticket {
        let cat = Catalogue::standard();
        let mut t = Ticket::new(101, "R. Okafor", Date::ymd(2024, 3, 5));
        t.add(&cat, "HEEL", Footwear::Mens, 1).unwrap();
        t.add(&cat, "stitch", Footwear::Mens, 2).unwrap();
        t
    }

    #[test]
    fn rejects_unknown_codes_and_zero_quantities() {
        let cat = Catalogue::standard();
        let mut t = ticket();
        assert_eq!(
            t.add(&cat, "LACES", Footwear::Mens, 1),
            Err(TicketError::UnknownService("LACES".into()))
        );
        assert_eq!(
            t.add(&cat, "zip", Footwear::Boots, 0),
            Err(TicketError::ZeroQuantity("ZIP".into()))
        );
        assert_eq!(t.lines.len(), 2);
        assert_eq!(t.lines[1].code, "STITCH");
    }

    #[test]
    fn adds_up_bench_time_and_rest() {
        let cat = Catalogue::standard();
        let mut t = ticket();
        assert_eq!(t.bench_minutes(&cat), 20 + 2 * 15);
        assert_eq!(t.rest_days(&cat), 0);
        t.add(&cat, "HSOLE", Footwear::Mens, 1).unwrap();
        assert_eq!(t.rest_days(&cat), 1);
    }

    #[test]
    fn moves_through_the_shop_in_order() {
        let mut t = ticket();
        let day = Date::ymd(2024, 3, 6);
        assert!(t.advance(Status::Ready, day).is_err());
        t.advance(Status::OnBench, day).unwrap();
        t.advance(Status::Ready, day).unwrap();
        assert_eq!(t.ready_on, Some(day));
        t.advance(Status::Collected, Date::ymd(2024, 3, 9)).unwrap();
        assert_eq!(
            t.advance(Status::Disposed, day),
            Err(TicketError::BadTransition {
                from: Status::Collected,
                to: Status::Disposed
            })
        );
    }
}
