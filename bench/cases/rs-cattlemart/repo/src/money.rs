//! Money is kept in whole pence; these helpers do the rounding and printing.

/// Pence as pounds with thousands separated: `180540` -> `"£1,805.40"`.
pub fn pounds(pence: i64) -> String {
    let sign = if pence < 0 { "-" } else { "" };
    let pence = pence.unsigned_abs();
    let whole = (pence / 100).to_string();
    let mut grouped = String::new();
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    format!("{sign}£{grouped}.{:02}", pence % 100)
}

/// `amount` times a rate in basis points (1/100 of a percent), rounded half up to the penny.
pub fn apply_bp(amount: i64, bp: u32) -> i64 {
    let scaled = amount * i64::from(bp);
    if scaled >= 0 {
        (scaled + 5_000) / 10_000
    } else {
        -((-scaled + 5_000) / 10_000)
    }
}

/// Divides, rounding half up, for averages printed to one decimal place.
pub fn div_round(numerator: i64, denominator: i64) -> i64 {
    assert!(denominator > 0, "division by a non-positive denominator");
    (2 * numerator + denominator) / (2 * denominator)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_pounds() {
        assert_eq!(pounds(180_540), "£1,805.40");
        assert_eq!(pounds(5), "£0.05");
        assert_eq!(pounds(123_456_789), "£1,234,567.89");
        assert_eq!(pounds(-2_050), "-£20.50");
    }

    #[test]
    fn applies_basis_points() {
        assert_eq!(apply_bp(100_000, 350), 3_500);
        assert_eq!(apply_bp(12_345, 2_000), 2_469);
        assert_eq!(apply_bp(10, 2_500), 3);
    }

    #[test]
    fn divides_rounding_half_up() {
        assert_eq!(div_round(7, 2), 4);
        assert_eq!(div_round(10, 4), 3);
        assert_eq!(div_round(9, 4), 2);
    }
}
