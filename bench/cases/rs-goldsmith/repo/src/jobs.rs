//! Job tickets for repairs and commissions taken in at the counter.

use std::fmt::Write;

use crate::money::Money;
use crate::pricing::{SpotPrices, Workshop};
use crate::rings::{Method, Resize};
use crate::metal::Standard;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub description: String,
    pub price: Money,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JobTicket {
    pub number: u32,
    pub customer: String,
    pub lines: Vec<Line>,
    pub deposit: Money,
}

/// Bench hours for each way of resizing.
pub fn resize_hours(method: Method) -> f64 {
    match method {
        Method::Stretch | Method::Compress => 0.25,
        Method::CutAndRemove => 0.5,
        Method::CutAndAdd => 0.75,
    }
}

impl JobTicket {
    pub fn new(number: u32, customer: &str) -> JobTicket {
        JobTicket { number, customer: customer.to_string(), lines: Vec::new(), deposit: Money::ZERO }
    }

    pub fn add(&mut self, description: &str, price: Money) -> &mut JobTicket {
        self.lines.push(Line { description: description.to_string(), price });
        self
    }

    /// Adds a resize: bench time for the method, plus any metal the workshop
    /// supplies. Metal cut out is kept by the customer, so it is not credited.
    pub fn add_resize(
        &mut self,
        resize: &Resize,
        standard: Standard,
        spot: &SpotPrices,
        workshop: &Workshop,
    ) -> &mut JobTicket {
        let mut price = workshop.labour(resize_hours(resize.method));
        if resize.metal_grams > 0.0 {
            price += workshop.metal_price(spot, standard, resize.metal_grams);
        }
        let what = match resize.method {
            Method::Stretch => "stretch",
            Method::Compress => "reduce",
            Method::CutAndAdd => "size up, metal added",
            Method::CutAndRemove => "size down, piece removed",
        };
        let description = format!("Resize {} ({})", standard.label(), what);
        self.add(&description, price)
    }

    pub fn take_deposit(&mut self, amount: Money) {
        self.deposit += amount;
    }

    pub fn total(&self) -> Money {
        self.lines.iter().map(|l| l.price).sum()
    }

    pub fn balance(&self) -> Money {
        self.total() - self.deposit
    }

    /// The ticket as printed for the customer.
    pub fn render(&self) -> String {
        let mut out = String::new();
        writeln!(out, "Job {:05} — {}", self.number, self.customer).unwrap();
        for line in &self.lines {
            writeln!(out, "  {:<40} {:>10}", line.description, line.price.to_string()).unwrap();
        }
        writeln!(out, "  {:<40} {:>10}", "Total", self.total().to_string()).unwrap();
        if self.deposit != Money::ZERO {
            writeln!(out, "  {:<40} {:>10}", "Deposit paid", self.deposit.to_string()).unwrap();
            writeln!(out, "  {:<40} {:>10}", "Balance due", self.balance().to_string()).unwrap();
        }
        out
    }
}
