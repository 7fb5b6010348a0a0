//! Cash customers and trade accounts.

/// Trade discount bands, agreed per account by the shop.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum TradeBand {
    Bronze,
    Silver,
    Gold,
}

impl TradeBand {
    /// Discount in basis points (100 = 1 %).
    pub fn discount_bp(self) -> i64 {
        match self {
            TradeBand::Bronze => 500,
            TradeBand::Silver => 1000,
            TradeBand::Gold => 1500,
        }
    }

    /// The band for an account's spend over the last twelve months, in pence.
    pub fn for_annual_spend(spend: i64) -> Option<TradeBand> {
        match spend {
            s if s >= 500_000 => Some(TradeBand::Gold),
            s if s >= 200_000 => Some(TradeBand::Silver),
            s if s >= 50_000 => Some(TradeBand::Bronze),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Account {
    Cash,
    Trade { number: String, name: String, band: TradeBand },
}

impl Account {
    pub fn trade(number: &str, name: &str, band: TradeBand) -> Account {
        Account::Trade { number: number.to_string(), name: name.to_string(), band }
    }

    /// Discount in basis points that this account gets on discountable lines.
    pub fn discount_bp(&self) -> i64 {
        match self {
            Account::Cash => 0,
            Account::Trade { band, .. } => band.discount_bp(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_by_spend() {
        assert_eq!(TradeBand::for_annual_spend(49_999), None);
        assert_eq!(TradeBand::for_annual_spend(50_000), Some(TradeBand::Bronze));
        assert_eq!(TradeBand::for_annual_spend(250_000), Some(TradeBand::Silver));
        assert_eq!(TradeBand::for_annual_spend(500_000), Some(TradeBand::Gold));
    }

    #[test]
    fn cash_customers_get_no_discount() {
        assert_eq!(Account::Cash.discount_bp(), 0);
        assert_eq!(Account::trade("T042", "Hale Joinery", TradeBand::Silver).discount_bp(), 1000);
    }
}
