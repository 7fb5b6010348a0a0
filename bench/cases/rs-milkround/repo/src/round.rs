//! The morning's work: what to load on the van and where to leave it.

use std::collections::BTreeMap;

use crate::calendar::Date;
use crate::orders::OrderBook;
use crate::products::{Catalogue, Container};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadLine {
    pub product: String,
    /// What the drop list needs.
    pub ordered: u32,
    /// What to load: the ordered quantity plus spare for breakages and
    /// doorstep sales.
    pub load: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadSheet {
    pub date: Date,
    pub lines: Vec<LoadLine>,
}

impl LoadSheet {
    pub fn line(&self, product: &str) -> Option<&LoadLine> {
        self.lines.iter().find(|l| l.product == product)
    }

    /// Crates needed for each crated container type, rounding each up.
    pub fn crates(&self, catalogue: &Catalogue) -> BTreeMap<&'static str, u32> {
        let mut units: BTreeMap<&'static str, (u32, u32)> = BTreeMap::new();
        for line in &self.lines {
            let product = match catalogue.get(&line.product) {
                Some(p) => p,
                None => continue,
            };
            let (name, per_crate) = match product.container {
                Container::GlassBottle => ("bottle crates", 20),
                Container::Carton => ("carton crates", 12),
                Container::Loose => continue,
            };
            let entry = units.entry(name).or_insert((0, per_crate));
            entry.0 += line.load;
        }
        units
            .into_iter()
            .map(|(name, (n, per_crate))| (name, (n + per_crate - 1) / per_crate))
            .collect()
    }
}

/// Spare added to each product's load: `percent` of the ordered quantity,
/// rounded up, and never less than `minimum` for glass bottles (the
/// doorstep sales are mostly pints).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spare {
    pub percent: u32,
    pub minimum: u32,
}

impl Default for Spare {
    fn default() -> Spare {
        Spare {
            percent: 5,
            minimum: 2,
        }
    }
}

impl Spare {
    pub fn none() -> Spare {
        Spare {
            percent: 0,
            minimum: 0,
        }
    }

    pub fn for_quantity(&self, ordered: u32, container: Container) -> u32 {
        let extra = (ordered * self.percent + 99) / 100;
        if container == Container::GlassBottle {
            extra.max(self.minimum)
        } else {
            extra
        }
    }
}

pub fn load_sheet(book: &OrderBook, catalogue: &Catalogue, date: Date, spare: Spare) -> LoadSheet {
    let mut totals: BTreeMap<String, u32> = BTreeMap::new();
    for d in book.deliveries_on(date) {
        *totals.entry(d.product).or_insert(0) += d.quantity;
    }
    let lines = totals
        .into_iter()
        .map(|(product, ordered)| {
            let container = catalogue
                .get(&product)
                .map(|p| p.container)
                .unwrap_or(Container::Loose);
            LoadLine {
                load: ordered + spare.for_quantity(ordered, container),
                product,
                ordered,
            }
        })
        .collect();
    LoadSheet { date, lines }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drop {
    pub stop: u32,
    pub customer_id: u32,
    pub name: String,
    pub address: String,
    /// (product code, quantity), in the order they were ordered.
    pub items: Vec<(String, u32)>,
}

/// The calls for `date` in round order. Customers with nothing that day
/// are left out.
pub fn drop_list(book: &OrderBook, date: Date) -> Vec<Drop> {
    let mut drops: BTreeMap<(u32, u32), Drop> = BTreeMap::new();
    for d in book.deliveries_on(date) {
        let customer = match book.customer(d.customer_id) {
            Some(c) => c,
            None => continue,
        };
        drops
            .entry((customer.stop, customer.id))
            .or_insert_with(|| Drop {
                stop: customer.stop,
                customer_id: customer.id,
                name: customer.name.clone(),
                address: customer.address.clone(),
                items: Vec::new(),
            })
            .items
            .push((d.product, d.quantity));
    }
    drops.into_values().collect()
}
