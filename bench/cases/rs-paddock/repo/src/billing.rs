//! Livery packages, extras and the invoice each owner gets.

use std::fmt::Write;

/// The livery a horse is kept on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Package {
    /// Grass livery: the field and water, the owner does the rest.
    Grass,
    /// Part livery: turned out and brought in, stable mucked out.
    Part,
    /// Full livery: everything, including exercise.
    Full,
}

impl Package {
    /// Weekly rate in pence.
    pub fn weekly_rate(self) -> u64 {
        match self {
            Package::Grass => 3_500,
            Package::Part => 8_500,
            Package::Full => 16_000,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Package::Grass => "grass livery",
            Package::Part => "part livery",
            Package::Full => "full livery",
        }
    }
}

/// Something charged on top of the livery.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Extra {
    pub what: String,
    /// Price in pence.
    pub price: u64,
}

impl Extra {
    pub fn new(what: &str, price: u64) -> Extra {
        Extra {
            what: what.to_string(),
            price,
        }
    }
}

/// Price of a small bale of hay sold to grass liveries, in pence.
pub const BALE_PRICE: u64 = 750;

/// Livery for `days` days on a package, in pence: a week is charged for
/// every week or part of a week.
pub fn livery_charge(package: Package, days: u32) -> u64 {
    let weeks = days.div_ceil(7);
    weeks as u64 * package.weekly_rate()
}

#[derive(Debug, Clone, PartialEq)]
pub struct Invoice {
    pub owner: String,
    pub horse: String,
    pub package: Package,
    pub days: u32,
    pub extras: Vec<Extra>,
}

impl Invoice {
    pub fn new(owner: &str, horse: &str, package: Package, days: u32) -> Invoice {
        Invoice {
            owner: owner.to_string(),
            horse: horse.to_string(),
            package,
            days,
            extras: Vec::new(),
        }
    }

    pub fn add_extra(&mut self, extra: Extra) {
        self.extras.push(extra);
    }

    pub fn livery(&self) -> u64 {
        livery_charge(self.package, self.days)
    }

    pub fn extras_total(&self) -> u64 {
        self.extras.iter().map(|e| e.price).sum()
    }

    pub fn total(&self) -> u64 {
        self.livery() + self.extras_total()
    }

    pub fn render(&self) -> String {
        let mut out = String::new();
        writeln!(out, "Invoice for {} ({})", self.owner, self.horse).unwrap();
        writeln!(out, "  {} x {} days: {}", self.package.name(), self.days, pounds(self.livery())).unwrap();
        for extra in &self.extras {
            writeln!(out, "  {}: {}", extra.what, pounds(extra.price)).unwrap();
        }
        writeln!(out, "  Total: {}", pounds(self.total())).unwrap();
        out
    }
}

/// Pence as pounds, e.g. 12345 -> "£123.45".
pub fn pounds(pence: u64) -> String {
    format!("£{}.{:02}", pence / 100, pence % 100)
}
