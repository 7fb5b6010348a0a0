//! The mart's tariff: what sellers and buyers pay on top of the hammer price.

use crate::money::apply_bp;

#[derive(Debug, Clone, PartialEq)]
pub struct Tariff {
    /// Seller's commission on the value, in basis points (350 = 3.5%).
    pub commission_bp: u32,
    /// The least commission charged for each head, in pence.
    pub min_commission_per_head: i64,
    /// Insurance levy charged to the seller for each head, in pence.
    pub seller_levy_per_head: i64,
    /// Yard fee charged to the buyer for each head, in pence.
    pub yard_fee_per_head: i64,
    /// VAT on the mart's charges (not on the cattle), in basis points.
    pub vat_bp: u32,
}

impl Default for Tariff {
    fn default() -> Tariff {
        Tariff {
            commission_bp: 350,
            min_commission_per_head: 1_500,
            seller_levy_per_head: 150,
            yard_fee_per_head: 600,
            vat_bp: 2_000,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Charges {
    pub commission: i64,
    pub levy: i64,
    pub vat: i64,
}

impl Charges {
    pub fn total(&self) -> i64 {
        self.commission + self.levy + self.vat
    }
}

impl Tariff {
    /// The seller's charges on one lot.
    pub fn seller_charges(&self, value: i64, head: usize) -> Charges {
        let head = head as i64;
        let commission = apply_bp(value, self.commission_bp).max(self.min_commission_per_head * head);
        let levy = self.seller_levy_per_head * head;
        let vat = apply_bp(commission + levy, self.vat_bp);
        Charges { commission, levy, vat }
    }

    /// The buyer's charges on one lot.
    pub fn buyer_charges(&self, head: usize) -> Charges {
        let levy = self.yard_fee_per_head * head as i64;
        Charges { commission: 0, levy, vat: apply_bp(levy, self.vat_bp) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commission_at_the_rate_above_the_minimum() {
        let t = Tariff::default();
        let c = t.seller_charges(180_540, 1);
        assert_eq!(c, Charges { commission: 6_319, levy: 150, vat: 1_294 });
        assert_eq!(c.total(), 7_763);
    }

    #[test]
    fn minimum_commission_per_head() {
        let t = Tariff::default();
        let c = t.seller_charges(4 * 9_500, 4);
        assert_eq!(c.commission, 6_000);
        assert_eq!(c.levy, 600);
        assert_eq!(c.vat, 1_320);
    }

    #[test]
    fn buyer_pays_the_yard_fee_and_its_vat() {
        let c = Tariff::default().buyer_charges(3);
        assert_eq!(c, Charges { commission: 0, levy: 1_800, vat: 360 });
    }
}
