//! What the dairy sells from the van.

use std::collections::BTreeMap;

/// Deposit charged on each glass bottle delivered and refunded on each
/// empty left out for collection.
pub const BOTTLE_DEPOSIT_PENCE: u32 = 15;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VatRate {
    /// Milk, eggs, butter: zero-rated food.
    Zero,
    /// Juice and other standard-rated goods, 20%.
    Standard,
}

impl VatRate {
    pub fn percent(self) -> u32 {
        match self {
            VatRate::Zero => 0,
            VatRate::Standard => 20,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            VatRate::Zero => "Z",
            VatRate::Standard => "S",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Container {
    /// Returnable pint bottle, carried 20 to a crate.
    GlassBottle,
    /// Litre carton, carried 12 to a crate.
    Carton,
    /// Egg boxes, butter: loose in the chiller, no crate.
    Loose,
}

impl Container {
    /// How many fit in one crate on the van, or None if not crated.
    pub fn per_crate(self) -> Option<u32> {
        match self {
            Container::GlassBottle => Some(20),
            Container::Carton => Some(12),
            Container::Loose => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Product {
    pub code: String,
    pub name: String,
    pub price_pence: u32,
    pub container: Container,
    pub vat: VatRate,
}

impl Product {
    pub fn new(
        code: &str,
        name: &str,
        price_pence: u32,
        container: Container,
        vat: VatRate,
    ) -> Product {
        Product {
            code: code.to_string(),
            name: name.to_string(),
            price_pence,
            container,
            vat,
        }
    }

    pub fn has_deposit(&self) -> bool {
        self.container == Container::GlassBottle
    }
}

#[derive(Debug, Clone, Default)]
pub struct Catalogue {
    products: BTreeMap<String, Product>,
}

impl Catalogue {
    pub fn new() -> Catalogue {
        Catalogue::default()
    }

    /// The dairy's current price list.
    pub fn standard() -> Catalogue {
        let mut c = Catalogue::new();
        c.add(Product::new(
            "WH",
            "Whole milk, pint",
            95,
            Container::GlassBottle,
            VatRate::Zero,
        ));
        c.add(Product::new(
            "SS",
            "Semi-skimmed milk, pint",
            92,
            Container::GlassBottle,
            VatRate::Zero,
        ));
        c.add(Product::new(
            "SK",
            "Skimmed milk, pint",
            90,
            Container::GlassBottle,
            VatRate::Zero,
        ));
        c.add(Product::new(
            "OJ",
            "Orange juice, litre",
            245,
            Container::Carton,
            VatRate::Standard,
        ));
        c.add(Product::new(
            "AJ",
            "Apple juice, litre",
            230,
            Container::Carton,
            VatRate::Standard,
        ));
        c.add(Product::new(
            "EG6",
            "Free-range eggs, half dozen",
            260,
            Container::Loose,
            VatRate::Zero,
        ));
        c.add(Product::new(
            "BU",
            "Salted butter, 250 g",
            285,
            Container::Loose,
            VatRate::Zero,
        ));
        c
    }

    pub fn add(&mut self, product: Product) {
        self.products.insert(product.code.clone(), product);
    }

    pub fn get(&self, code: &str) -> Option<&Product> {
        self.products.get(code)
    }

    pub fn contains(&self, code: &str) -> bool {
        self.products.contains_key(code)
    }

    pub fn codes(&self) -> impl Iterator<Item = &str> {
        self.products.keys().map(|k| k.as_str())
    }
}

/// Formats pence as pounds, `£12.05`.
pub fn money(pence: i64) -> String {
    let sign = if pence < 0 { "-" } else { "" };
    let p = pence.abs();
    format!("{}£{}.{:02}", sign, p / 100, p % 100)
}
