//! Aggregate orders, haulage and weighbridge dockets for a stone quarry.

pub mod docket;
pub mod grades;
pub mod haulage;
pub mod order;

pub use grades::Grade;
pub use haulage::{haulage_pence, Truck};
pub use order::{Order, OrderLine};

/// Pence as pounds, "£1,234.50".
pub fn money(pence: i64) -> String {
    let sign = if pence < 0 { "-" } else { "" };
    let pence = pence.abs();
    let pounds = (pence / 100).to_string();
    let mut grouped = String::new();
    for (i, c) in pounds.chars().enumerate() {
        if i > 0 && (pounds.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    format!("{sign}£{grouped}.{:02}", pence % 100)
}

#[cfg(test)]
mod tests {
    use super::money;

    #[test]
    fn money_groups_thousands() {
        assert_eq!(money(0), "£0.00");
        assert_eq!(money(123456), "£1,234.56");
        assert_eq!(money(-5), "-£0.05");
        assert_eq!(money(100_000_000), "£1,000,000.00");
    }
}
