//! Amounts of money in whole pence.

use std::fmt;
use std::ops::{Add, AddAssign, Mul, Neg, Sub};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Money(pub i64);

impl Money {
    pub const ZERO: Money = Money(0);

    pub fn from_pence(pence: i64) -> Money {
        Money(pence)
    }

    /// Converts pounds to pence, rounding to the nearest penny.
    pub fn from_pounds(pounds: f64) -> Money {
        Money((pounds * 100.0).round() as i64)
    }

    pub fn pence(self) -> i64 {
        self.0
    }

    pub fn pounds(self) -> f64 {
        self.0 as f64 / 100.0
    }

    /// A percentage of this amount, rounded to the nearest penny.
    pub fn percent(self, pct: f64) -> Money {
        Money((self.0 as f64 * pct / 100.0).round() as i64)
    }

    /// Rounds up to the next whole pound, as the shop prices its work.
    pub fn round_up_to_pound(self) -> Money {
        Money((self.0 + 99).div_euclid(100) * 100)
    }
}

impl Add for Money {
    type Output = Money;
    fn add(self, rhs: Money) -> Money {
        Money(self.0 + rhs.0)
    }
}

impl AddAssign for Money {
    fn add_assign(&mut self, rhs: Money) {
        self.0 += rhs.0;
    }
}

impl Sub for Money {
    type Output = Money;
    fn sub(self, rhs: Money) -> Money {
        Money(self.0 - rhs.0)
    }
}

impl Neg for Money {
    type Output = Money;
    fn neg(self) -> Money {
        Money(-self.0)
    }
}

impl Mul<i64> for Money {
    type Output = Money;
    fn mul(self, rhs: i64) -> Money {
        Money(self.0 * rhs)
    }
}

impl std::iter::Sum for Money {
    fn sum<I: Iterator<Item = Money>>(iter: I) -> Money {
        iter.fold(Money::ZERO, |a, b| a + b)
    }
}

impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let pence = self.0.abs();
        let pounds = pence / 100;
        let digits = pounds.to_string();
        let mut grouped = String::new();
        for (i, ch) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i) % 3 == 0 {
                grouped.push(',');
            }
            grouped.push(ch);
        }
        write!(f, "{}£{}.{:02}", sign, grouped, pence % 100)
    }
}
