//! An order: lines of stone, delivered or collected, with VAT.

use crate::grades::Grade;
use crate::haulage::{haulage_pence, Truck};

pub const VAT_PERCENT: i64 = 20;

#[derive(Debug, Clone, PartialEq)]
pub struct OrderLine {
    pub grade: Grade,
    pub tonnes: f64,
}

impl OrderLine {
    pub fn stone_pence(&self) -> i64 {
        (self.tonnes * self.grade.pence_per_tonne() as f64).round() as i64
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Order {
    pub customer: String,
    pub lines: Vec<OrderLine>,
    /// None when the customer collects
    pub delivery: Option<(Truck, u32)>,
}

impl Order {
    pub fn new(customer: &str) -> Order {
        Order { customer: customer.to_string(), lines: Vec::new(), delivery: None }
    }

    pub fn line(mut self, grade: Grade, tonnes: f64) -> Order {
        self.lines.push(OrderLine { grade, tonnes });
        self
    }

    pub fn delivered(mut self, truck: Truck, miles: u32) -> Order {
        self.delivery = Some((truck, miles));
        self
    }

    pub fn tonnes(&self) -> f64 {
        self.lines.iter().map(|l| l.tonnes).sum()
    }

    pub fn stone_pence(&self) -> i64 {
        self.lines.iter().map(OrderLine::stone_pence).sum()
    }

    pub fn haulage_pence(&self) -> i64 {
        match self.delivery {
            Some((truck, miles)) => haulage_pence(truck, self.tonnes(), miles),
            None => 0,
        }
    }

    pub fn net_pence(&self) -> i64 {
        self.stone_pence() + self.haulage_pence()
    }

    pub fn vat_pence(&self) -> i64 {
        (self.net_pence() * VAT_PERCENT + 50) / 100
    }

    pub fn total_pence(&self) -> i64 {
        self.net_pence() + self.vat_pence()
    }
}
