//! Customers, their standing orders, holiday pauses and one-off extras.

use std::collections::BTreeMap;
use std::fmt;

use crate::calendar::{Date, Weekday};
use crate::products::Catalogue;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Customer {
    pub id: u32,
    pub name: String,
    pub address: String,
    /// Position on the round; the van calls in ascending order.
    pub stop: u32,
}

/// The same quantity of one product on the same weekdays every week.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingOrder {
    pub customer_id: u32,
    pub product: String,
    /// Quantity for Monday..Sunday.
    pub per_day: [u32; 7],
}

impl StandingOrder {
    pub fn quantity_on(&self, day: Weekday) -> u32 {
        self.per_day[day.index()]
    }
}

/// No deliveries to a customer from `from` to `until`, both days included
/// (a note left for the milkman: "away 3rd to 9th").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pause {
    pub customer_id: u32,
    pub from: Date,
    pub until: Date,
}

/// Something added for one morning only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Extra {
    pub customer_id: u32,
    pub date: Date,
    pub product: String,
    pub quantity: u32,
}

/// One product for one customer on one morning.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delivery {
    pub customer_id: u32,
    pub product: String,
    pub quantity: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OrderError {
    UnknownCustomer(u32),
    DuplicateCustomer(u32),
    UnknownProduct(String),
    BadPause {
        from: Date,
        until: Date,
    },
    /// A weekday pattern like "2,2,2,2,2,3,0" did not have seven numbers.
    BadPattern(String),
}

impl fmt::Display for OrderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OrderError::UnknownCustomer(id) => write!(f, "no customer {}", id),
            OrderError::DuplicateCustomer(id) => write!(f, "customer {} already exists", id),
            OrderError::UnknownProduct(code) => write!(f, "no product {:?}", code),
            OrderError::BadPause { from, until } => {
                write!(f, "pause ends ({}) before it starts ({})", until, from)
            }
            OrderError::BadPattern(p) => write!(f, "want seven quantities Mon..Sun, got {:?}", p),
        }
    }
}

impl std::error::Error for OrderError {}

/// Parses "2,2,2,2,2,3,0" (Monday first) into per-day quantities.
pub fn parse_pattern(s: &str) -> Result<[u32; 7], OrderError> {
    let bad = || OrderError::BadPattern(s.to_string());
    let nums: Vec<u32> = s
        .split(',')
        .map(|p| p.trim().parse::<u32>())
        .collect::<Result<_, _>>()
        .map_err(|_| bad())?;
    nums.try_into().map_err(|_| bad())
}

#[derive(Debug, Clone, Default)]
pub struct OrderBook {
    customers: BTreeMap<u32, Customer>,
    standing: Vec<StandingOrder>,
    pauses: Vec<Pause>,
    extras: Vec<Extra>,
}

impl OrderBook {
    pub fn new() -> OrderBook {
        OrderBook::default()
    }

    pub fn add_customer(&mut self, customer: Customer) -> Result<(), OrderError> {
        if self.customers.contains_key(&customer.id) {
            return Err(OrderError::DuplicateCustomer(customer.id));
        }
        self.customers.insert(customer.id, customer);
        Ok(())
    }

    pub fn customer(&self, id: u32) -> Option<&Customer> {
        self.customers.get(&id)
    }

    pub fn customers(&self) -> impl Iterator<Item = &Customer> {
        self.customers.values()
    }

    fn check(
        &self,
        catalogue: &Catalogue,
        customer_id: u32,
        product: &str,
    ) -> Result<(), OrderError> {
        if !self.customers.contains_key(&customer_id) {
            return Err(OrderError::UnknownCustomer(customer_id));
        }
        if !catalogue.contains(product) {
            return Err(OrderError::UnknownProduct(product.to_string()));
        }
        Ok(())
    }

    /// Sets a customer's standing order for a product, replacing any earlier
    /// one for the same product. All zeros cancels it.
    pub fn set_standing(
        &mut self,
        catalogue: &Catalogue,
        customer_id: u32,
        product: &str,
        per_day: [u32; 7],
    ) -> Result<(), OrderError> {
        self.check(catalogue, customer_id, product)?;
        self.standing
            .retain(|o| !(o.customer_id == customer_id && o.product == product));
        if per_day.iter().any(|&q| q > 0) {
            self.standing.push(StandingOrder {
                customer_id,
                product: product.to_string(),
                per_day,
            });
        }
        Ok(())
    }

    pub fn standing_for(&self, customer_id: u32) -> Vec<&StandingOrder> {
        self.standing
            .iter()
            .filter(|o| o.customer_id == customer_id)
            .collect()
    }

    pub fn pause(&mut self, customer_id: u32, from: Date, until: Date) -> Result<(), OrderError> {
        if !self.customers.contains_key(&customer_id) {
            return Err(OrderError::UnknownCustomer(customer_id));
        }
        if until < from {
            return Err(OrderError::BadPause { from, until });
        }
        self.pauses.push(Pause {
            customer_id,
            from,
            until,
        });
        Ok(())
    }

    pub fn is_paused(&self, customer_id: u32, date: Date) -> bool {
        self.pauses
            .iter()
            .any(|p| p.customer_id == customer_id && p.from <= date && date <= p.until)
    }

    pub fn add_extra(
        &mut self,
        catalogue: &Catalogue,
        customer_id: u32,
        date: Date,
        product: &str,
        quantity: u32,
    ) -> Result<(), OrderError> {
        self.check(catalogue, customer_id, product)?;
        self.extras.push(Extra {
            customer_id,
            date,
            product: product.to_string(),
            quantity,
        });
        Ok(())
    }

    /// Everything to leave on doorsteps on `date`, customer by customer,
    /// standing orders first and extras after, skipping paused customers.
    /// An extra for a product already on the standing order is added to it.
    pub fn deliveries_on(&self, date: Date) -> Vec<Delivery> {
        let day = date.weekday();
        let mut out: Vec<Delivery> = Vec::new();
        for id in self.customers.keys() {
            if self.is_paused(*id, date) {
                continue;
            }
            let mut mine: Vec<Delivery> = Vec::new();
            for order in self.standing.iter().filter(|o| o.customer_id == *id) {
                let quantity = order.quantity_on(day);
                if quantity > 0 {
                    mine.push(Delivery {
                        customer_id: *id,
                        product: order.product.clone(),
                        quantity,
                    });
                }
            }
            for extra in self
                .extras
                .iter()
                .filter(|e| e.customer_id == *id && e.date == date)
            {
                match mine.iter_mut().find(|d| d.product == extra.product) {
                    Some(d) => d.quantity += extra.quantity,
                    None => mine.push(Delivery {
                        customer_id: *id,
                        product: extra.product.clone(),
                        quantity: extra.quantity,
                    }),
                }
            }
            out.extend(mine);
        }
        out
    }
}
