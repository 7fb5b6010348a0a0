//! Amounts are kept in pence and only formatted at the edges.

/// `£12.40`, `£0.05`, `-£3.00`.
pub fn format_pence(pence: i64) -> String {
    let sign = if pence < 0 { "-" } else { "" };
    let p = pence.unsigned_abs();
    format!("{}£{}.{:02}", sign, p / 100, p % 100)
}

/// Take `percent` off `pence`, rounding the discount down so the club never
/// gives away a fraction of a penny.
pub fn discount(pence: u32, percent: u32) -> u32 {
    let off = pence * percent.min(100) / 100;
    pence - off
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_pence() {
        assert_eq!(format_pence(1240), "£12.40");
        assert_eq!(format_pence(5), "£0.05");
        assert_eq!(format_pence(-300), "-£3.00");
        assert_eq!(format_pence(0), "£0.00");
    }

    #[test]
    fn discounts_round_in_the_clubs_favour() {
        assert_eq!(discount(1000, 50), 500);
        assert_eq!(discount(999, 50), 500);
        assert_eq!(discount(1000, 0), 1000);
        assert_eq!(discount(1000, 150), 0);
    }
}
