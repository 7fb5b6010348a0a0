//! Cattle as they come through the ring: ear tag, breed, sale category, age and weight.

use std::fmt;

/// Sale categories in the mart's catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Category {
    PrimeSteer,
    PrimeHeifer,
    YoungBull,
    StoreSteer,
    StoreHeifer,
    Calf,
}

impl Category {
    pub const ALL: [Category; 6] = [
        Category::PrimeSteer,
        Category::PrimeHeifer,
        Category::YoungBull,
        Category::StoreSteer,
        Category::StoreHeifer,
        Category::Calf,
    ];

    /// The two-letter code used on the catalogue and the ring sheets.
    pub fn code(self) -> &'static str {
        match self {
            Category::PrimeSteer => "PS",
            Category::PrimeHeifer => "PH",
            Category::YoungBull => "YB",
            Category::StoreSteer => "SS",
            Category::StoreHeifer => "SH",
            Category::Calf => "CA",
        }
    }

    pub fn from_code(code: &str) -> Option<Category> {
        Category::ALL.into_iter().find(|c| c.code() == code)
    }

    /// Heading in the market report.
    pub fn label(self) -> &'static str {
        match self {
            Category::PrimeSteer => "Prime steers",
            Category::PrimeHeifer => "Prime heifers",
            Category::YoungBull => "Young bulls",
            Category::StoreSteer => "Store steers",
            Category::StoreHeifer => "Store heifers",
            Category::Calf => "Calves",
        }
    }

    /// Prime cattle and young bulls are weighed and sold by the kilo; stores
    /// and calves are sold by the head.
    pub fn sold_by_weight(self) -> bool {
        matches!(self, Category::PrimeSteer | Category::PrimeHeifer | Category::YoungBull)
    }

    /// The oldest an animal may be to be sold in the category, in months.
    pub fn max_age_months(self) -> Option<u32> {
        match self {
            Category::PrimeSteer | Category::PrimeHeifer => Some(30),
            Category::YoungBull => Some(24),
            Category::Calf => Some(6),
            Category::StoreSteer | Category::StoreHeifer => None,
        }
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// A UK cattle ear tag: `UK` + six-digit herd mark + check digit + five-digit animal number.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct EarTag {
    pub herd_mark: u32,
    pub check: u8,
    pub animal: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TagError {
    Format,
    CheckDigit { expected: u8, found: u8 },
}

impl EarTag {
    /// The check digit is the eleven-digit number (herd mark then animal number) modulo 7.
    pub fn check_digit(herd_mark: u32, animal: u32) -> u8 {
        ((u64::from(herd_mark) * 100_000 + u64::from(animal)) % 7) as u8
    }

    /// Parses `UK 123456 5 00042` (spaces optional).
    pub fn parse(text: &str) -> Result<EarTag, TagError> {
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let digits = compact.strip_prefix("UK").ok_or(TagError::Format)?;
        if digits.len() != 12 || !digits.chars().all(|c| c.is_ascii_digit()) {
            return Err(TagError::Format);
        }
        let herd_mark: u32 = digits[..6].parse().map_err(|_| TagError::Format)?;
        let check: u8 = digits[6..7].parse().map_err(|_| TagError::Format)?;
        let animal: u32 = digits[7..].parse().map_err(|_| TagError::Format)?;
        let expected = EarTag::check_digit(herd_mark, animal);
        if check != expected {
            return Err(TagError::CheckDigit { expected, found: check });
        }
        Ok(EarTag { herd_mark, check, animal })
    }
}

impl fmt::Display for EarTag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "UK {:06} {} {:05}", self.herd_mark, self.check, self.animal)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Animal {
    pub tag: EarTag,
    pub breed: String,
    pub category: Category,
    pub age_months: u32,
    /// Live weight off the mart's weighbridge, for cattle sold by the kilo.
    pub weight_kg: Option<u32>,
    pub has_passport: bool,
    /// Days since the last clear TB test, if the animal has had one.
    pub tb_test_days: Option<u32>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for category in Category::ALL {
            assert_eq!(Category::from_code(category.code()), Some(category));
        }
        assert_eq!(Category::from_code("XX"), None);
    }

    #[test]
    fn parses_a_tag() {
        let check = EarTag::check_digit(123_456, 42);
        let tag = EarTag::parse(&format!("UK 123456 {check} 00042")).unwrap();
        assert_eq!(tag.herd_mark, 123_456);
        assert_eq!(tag.animal, 42);
        assert_eq!(tag.to_string(), format!("UK 123456 {check} 00042"));
    }

    #[test]
    fn rejects_a_wrong_check_digit() {
        let good = EarTag::check_digit(704_512, 3_107);
        let bad = (good + 1) % 7;
        assert_eq!(
            EarTag::parse(&format!("UK704512{bad}03107")),
            Err(TagError::CheckDigit { expected: good, found: bad })
        );
        assert_eq!(EarTag::parse("UK 70451 2 03107"), Err(TagError::Format));
        assert_eq!(EarTag::parse("IE 704512 1 03107"), Err(TagError::Format));
    }
}
