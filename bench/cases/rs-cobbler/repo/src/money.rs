//! Amounts of money in pence.

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Mul, Sub};

/// An amount in pence. Negative amounts are allowed (refunds, discounts).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, Hash)]
pub struct Pence(pub i64);

impl Pence {
    pub const ZERO: Pence = Pence(0);

    /// Builds an amount from pounds and pence, e.g. `Pence::gbp(12, 50)`.
    pub fn gbp(pounds: i64, pence: i64) -> Pence {
        Pence(pounds * 100 + pence)
    }

    /// `pct` per cent of the amount, rounded to the nearest penny (halves up).
    pub fn percent(self, pct: i64) -> Pence {
        let scaled = self.0 * pct;
        let rounded = if scaled >= 0 {
            (scaled + 50) / 100
        } else {
            (scaled - 50) / 100
        };
        Pence(rounded)
    }

    /// Rounds up to the next whole pound (a whole pound stays as it is).
    pub fn round_up_to_pound(self) -> Pence {
        if self.0 <= 0 {
            return self;
        }
        Pence((self.0 + 99) / 100 * 100)
    }

    /// The VAT contained in a VAT-inclusive amount at the standard 20% rate.
    pub fn vat_included(self) -> Pence {
        Pence((self.0 + 3) / 6)
    }

    pub fn is_zero(self) -> bool {
        self.0 == 0
    }
}

impl Add for Pence {
    type Output = Pence;
    fn add(self, other: Pence) -> Pence {
        Pence(self.0 + other.0)
    }
}

impl AddAssign for Pence {
    fn add_assign(&mut self, other: Pence) {
        self.0 += other.0;
    }
}

impl Sub for Pence {
    type Output = Pence;
    fn sub(self, other: Pence) -> Pence {
        Pence(self.0 - other.0)
    }
}

impl Mul<u32> for Pence {
    type Output = Pence;
    fn mul(self, qty: u32) -> Pence {
        Pence(self.0 * i64::from(qty))
    }
}

impl Sum for Pence {
    fn sum<I: Iterator<Item = Pence>>(iter: I) -> Pence {
        iter.fold(Pence::ZERO, |a, b| a + b)
    }
}

impl fmt::Display for Pence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.abs();
        write!(f, "{}£{}.{:02}", sign, abs / 100, abs % 100)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn displays_pounds_and_pence() {
        assert_eq!(Pence::gbp(12, 5).to_string(), "£12.05");
        assert_eq!(Pence(-120).to_string(), "-£1.20");
        assert_eq!(Pence::ZERO.to_string(), "£0.00");
    }

    #[test]
    fn percent_rounds_half_up() {
        assert_eq!(Pence(950).percent(25), Pence(238));
        assert_eq!(Pence(1000).percent(10), Pence(100));
        assert_eq!(Pence(-950).percent(25), Pence(-238));
    }

    #[test]
    fn rounds_up_to_whole_pounds() {
        assert_eq!(Pence(2001).round_up_to_pound(), Pence(2100));
        assert_eq!(Pence(2000).round_up_to_pound(), Pence(2000));
        assert_eq!(Pence::ZERO.round_up_to_pound(), Pence::ZERO);
    }

    #[test]
    fn vat_is_a_sixth_of_the_gross() {
        assert_eq!(Pence(1200).vat_included(), Pence(200));
        assert_eq!(Pence(5800).vat_included(), Pence(967));
    }

    #[test]
    fn sums_and_multiplies() {
        let total: Pence = vec![Pence(150), Pence(250)].into_iter().sum();
        assert_eq!(total, Pence(400));
        assert_eq!(Pence(1400) * 3, Pence(4200));
    }
}
