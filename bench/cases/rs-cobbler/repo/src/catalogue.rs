//! The repairs the shop offers and what they cost.

use crate::money::Pence;

/// What kind of footwear a repair is done on; it changes the price of some repairs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Footwear {
    Mens,
    Womens,
    Boots,
    Childrens,
}

impl Footwear {
    pub fn label(self) -> &'static str {
        match self {
            Footwear::Mens => "men's",
            Footwear::Womens => "women's",
            Footwear::Boots => "boots",
            Footwear::Childrens => "children's",
        }
    }
}

/// Whether a price is for the pair or for each shoe.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Pair,
    Each,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Service {
    pub code: &'static str,
    pub name: &'static str,
    pub price: Pence,
    pub unit: Unit,
    /// Minutes of bench time for one unit (a pair or one shoe).
    pub bench_minutes: u32,
    /// Added to the price when the work is on boots.
    pub boot_surcharge: Pence,
    /// Days the work must rest after the bench (glue curing, stretching).
    pub rest_days: u32,
}

impl Service {
    const fn new(
        code: &'static str,
        name: &'static str,
        price: Pence,
        unit: Unit,
        bench_minutes: u32,
    ) -> Service {
        Service {
            code,
            name,
            price,
            unit,
            bench_minutes,
            boot_surcharge: Pence(0),
            rest_days: 0,
        }
    }

    const fn boots(mut self, surcharge: Pence) -> Service {
        self.boot_surcharge = surcharge;
        self
    }

    const fn rest(mut self, days: u32) -> Service {
        self.rest_days = days;
        self
    }
}

/// Children's repairs are charged at this share of the adult price, in per cent.
pub const CHILDRENS_RATE: i64 = 75;

#[derive(Debug, Clone)]
pub struct Catalogue {
    services: Vec<Service>,
}

impl Catalogue {
    pub fn new(services: Vec<Service>) -> Catalogue {
        Catalogue { services }
    }

    /// The shop's standard price list.
    pub fn standard() -> Catalogue {
        Catalogue::new(vec![
            Service::new("HEEL", "Heels", Pence(1400), Unit::Pair, 20).boots(Pence(400)),
            Service::new("TIPS", "Heel tips", Pence(950), Unit::Pair, 10),
            Service::new("HSOLE", "Half soles", Pence(3200), Unit::Pair, 45)
                .boots(Pence(800))
                .rest(1),
            Service::new("FSOLE", "Full soles and heels", Pence(5800), Unit::Pair, 90)
                .boots(Pence(1200))
                .rest(1),
            Service::new("STITCH", "Stitching", Pence(600), Unit::Each, 15),
            Service::new("ZIP", "Zip replacement", Pence(2800), Unit::Each, 40),
            Service::new("STRETCH", "Stretching", Pence(1000), Unit::Each, 5).rest(2),
            Service::new("DYE", "Recolour", Pence(3500), Unit::Pair, 60).rest(1),
            Service::new("POLISH", "Clean and polish", Pence(500), Unit::Pair, 10),
        ])
    }

    pub fn find(&self, code: &str) -> Option<&Service> {
        self.services
            .iter()
            .find(|s| s.code.eq_ignore_ascii_case(code))
    }

    pub fn services(&self) -> &[Service] {
        &self.services
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_services_by_code_in_any_case() {
        let cat = Catalogue::standard();
        assert_eq!(cat.find("hsole").map(|s| s.name), Some("Half soles"));
        assert_eq!(cat.find("ZIP").map(|s| s.unit), Some(Unit::Each));
        assert!(cat.find("LACES").is_none());
    }

    #[test]
    fn sole_work_rests_overnight() {
        let cat = Catalogue::standard();
        assert_eq!(cat.find("FSOLE").unwrap().rest_days, 1);
        assert_eq!(cat.find("STRETCH").unwrap().rest_days, 2);
        assert_eq!(cat.find("HEEL").unwrap().rest_days, 0);
    }
}
