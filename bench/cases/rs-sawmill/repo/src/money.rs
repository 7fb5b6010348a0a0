//! Money in cents: formatting, rounding to cash steps, VAT.

/// "£1,234.56" style, thousands separated.
pub fn format_cents(cents: u64) -> String {
    let pounds = (cents / 100).to_string();
    let mut grouped = String::new();
    for (i, digit) in pounds.chars().enumerate() {
        if i > 0 && (pounds.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    format!("£{}.{:02}", grouped, cents % 100)
}

/// Rounds to the nearest multiple of `step` cents, halves up.
pub fn round_to_nearest(cents: u64, step: u64) -> u64 {
    if step == 0 {
        return cents;
    }
    (cents + step / 2) / step * step
}

/// VAT on a net amount at `rate_pct` percent, to the nearest cent (halves up).
pub fn vat(net_cents: u64, rate_pct: u64) -> u64 {
    (net_cents * rate_pct + 50) / 100
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_with_thousands() {
        assert_eq!(format_cents(0), "£0.00");
        assert_eq!(format_cents(705), "£7.05");
        assert_eq!(format_cents(123_456_789), "£1,234,567.89");
    }

    #[test]
    fn rounds_to_cash_steps() {
        assert_eq!(round_to_nearest(1234, 5), 1235);
        assert_eq!(round_to_nearest(1232, 5), 1230);
        assert_eq!(round_to_nearest(1232, 0), 1232);
    }

    #[test]
    fn vat_to_the_nearest_cent() {
        assert_eq!(vat(1000, 20), 200);
        assert_eq!(vat(1234, 20), 247);
        assert_eq!(vat(1232, 20), 246);
    }
}
