//! Money in whole pence, VAT and discounts.

/// An amount of money in pence. Negative amounts are refunds.
pub type Pence = i64;

/// Standard rate VAT in basis points (20.00 %).
pub const VAT_RATE_BP: i64 = 2000;

/// Divide, rounding halves away from zero (the way the till rounds).
pub fn round_div(numerator: i64, denominator: i64) -> i64 {
    assert!(denominator > 0, "denominator must be positive");
    if numerator >= 0 {
        (numerator + denominator / 2) / denominator
    } else {
        -((-numerator + denominator / 2) / denominator)
    }
}

/// The VAT due on a net amount at the standard rate.
pub fn vat_on(net: Pence) -> Pence {
    round_div(net * VAT_RATE_BP, 10_000)
}

/// The amount taken off `net` by a discount of `basis_points` (100 = 1 %).
pub fn discount_on(net: Pence, basis_points: i64) -> Pence {
    round_div(net * basis_points, 10_000)
}

/// Format pence as pounds for the receipt: `£12.05`, `-£0.50`.
pub fn format_gbp(amount: Pence) -> String {
    let sign = if amount < 0 { "-" } else { "" };
    let abs = amount.abs();
    format!("{}£{}.{:02}", sign, abs / 100, abs % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_halves_away_from_zero() {
        assert_eq!(round_div(15, 10), 2);
        assert_eq!(round_div(14, 10), 1);
        assert_eq!(round_div(-15, 10), -2);
        assert_eq!(round_div(-14, 10), -1);
    }

    #[test]
    fn vat_at_standard_rate() {
        assert_eq!(vat_on(1000), 200);
        assert_eq!(vat_on(1234), 247);
        assert_eq!(vat_on(3), 1);
        assert_eq!(vat_on(2), 0);
    }

    #[test]
    fn discount_in_basis_points() {
        assert_eq!(discount_on(2000, 1000), 200);
        assert_eq!(discount_on(999, 500), 50);
        assert_eq!(discount_on(0, 1500), 0);
    }

    #[test]
    fn formats_pounds_and_pence() {
        assert_eq!(format_gbp(1205), "£12.05");
        assert_eq!(format_gbp(7), "£0.07");
        assert_eq!(format_gbp(-50), "-£0.50");
        assert_eq!(format_gbp(0), "£0.00");
    }
}
