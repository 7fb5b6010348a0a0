//! Developer dilutions written as stock plus water parts, "1+9", or "stock"
//! for undiluted developer.

use std::fmt;
use std::str::FromStr;

use crate::Error;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dilution {
    pub stock: u32,
    pub water: u32,
}

impl Dilution {
    pub const STOCK: Dilution = Dilution { stock: 1, water: 0 };

    pub fn new(stock: u32, water: u32) -> Result<Dilution, Error> {
        if stock == 0 {
            return Err(Error::BadDilution(format!("{stock}+{water}")));
        }
        Ok(Dilution { stock, water })
    }

    pub fn parts(&self) -> u32 {
        self.stock + self.water
    }

    /// Millilitres of stock and of water to make `total_ml` of working
    /// solution. Stock is rounded to the nearest millilitre and water makes up
    /// the rest.
    pub fn split(&self, total_ml: u32) -> (u32, u32) {
        let stock = (total_ml as f64 * self.stock as f64 / self.parts() as f64).round() as u32;
        (stock, total_ml - stock)
    }
}

impl FromStr for Dilution {
    type Err = Error;

    fn from_str(text: &str) -> Result<Dilution, Error> {
        let trimmed = text.trim();
        if trimmed.eq_ignore_ascii_case("stock") {
            return Ok(Dilution::STOCK);
        }
        let (stock, water) = trimmed
            .split_once('+')
            .ok_or_else(|| Error::BadDilution(text.to_string()))?;
        let stock = stock.trim().parse().map_err(|_| Error::BadDilution(text.to_string()))?;
        let water = water.trim().parse().map_err(|_| Error::BadDilution(text.to_string()))?;
        Dilution::new(stock, water)
    }
}

impl fmt::Display for Dilution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == Dilution::STOCK {
            write!(f, "stock")
        } else {
            write!(f, "{}+{}", self.stock, self.water)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints() {
        let d: Dilution = "1+25".parse().unwrap();
        assert_eq!(d, Dilution { stock: 1, water: 25 });
        assert_eq!(d.to_string(), "1+25");
        assert_eq!(" Stock ".parse::<Dilution>().unwrap(), Dilution::STOCK);
        assert_eq!(Dilution::STOCK.to_string(), "stock");
    }

    #[test]
    fn rejects_nonsense() {
        assert!("1:9".parse::<Dilution>().is_err());
        assert!("0+9".parse::<Dilution>().is_err());
        assert!("one+nine".parse::<Dilution>().is_err());
    }

    #[test]
    fn splits_a_volume() {
        assert_eq!("1+1".parse::<Dilution>().unwrap().split(500), (250, 250));
        assert_eq!("1+50".parse::<Dilution>().unwrap().split(510), (10, 500));
        assert_eq!("1+25".parse::<Dilution>().unwrap().split(300), (12, 288));
        assert_eq!(Dilution::STOCK.split(290), (290, 0));
    }
}
