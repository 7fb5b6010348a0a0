//! The printed till receipt.

use crate::accounts::Account;
use crate::basket::Basket;
use crate::money::format_gbp;

pub const SHOP_NAME: &str = "A. Pargeter & Sons, Ironmongers";
const WIDTH: usize = 40;

fn row(left: &str, right: &str) -> String {
    let pad = WIDTH.saturating_sub(left.chars().count() + right.chars().count()).max(1);
    format!("{}{}{}", left, " ".repeat(pad), right)
}

/// Render the receipt as plain text lines.
pub fn render(basket: &Basket) -> String {
    let mut out = Vec::new();
    out.push(SHOP_NAME.to_string());
    if let Account::Trade { number, .. } = basket.account() {
        out.push(format!("Trade account {}", number));
    }
    out.push("-".repeat(WIDTH));
    for line in basket.lines() {
        out.push(line.description.clone());
        out.push(row(&format!("  {}", line.quantity), &format_gbp(line.net)));
        if line.discount != 0 {
            out.push(row("  trade discount", &format_gbp(-line.discount)));
        }
    }
    out.push("-".repeat(WIDTH));
    out.push(row("Net", &format_gbp(basket.net())));
    out.push(row("VAT 20%", &format_gbp(basket.vat())));
    out.push(row("TOTAL", &format_gbp(basket.total())));
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::accounts::TradeBand;
    use crate::catalogue::Catalogue;
    use crate::pricing::Quantity;

    #[test]
    fn cash_receipt() {
        let c = Catalogue::standard();
        let mut b = Basket::new(&c, Account::Cash);
        b.add("PAD-40", Quantity::Count(2)).unwrap();
        let text = render(&b);
        let expected = [
            "A. Pargeter & Sons, Ironmongers",
            "----------------------------------------",
            "Padlock 40mm brass",
            "  2 x                             £17.98",
            "----------------------------------------",
            "Net                               £17.98",
            "VAT 20%                            £3.60",
            "TOTAL                             £21.58",
        ]
        .join("\n");
        assert_eq!(text, expected);
    }

    #[test]
    fn trade_receipt_shows_discount() {
        let c = Catalogue::standard();
        let mut b = Basket::new(&c, Account::trade("T113", "Kerr Builders", TradeBand::Bronze));
        b.add("RPE-12", Quantity::Millimetres(10_000)).unwrap();
        let text = render(&b);
        let expected = [
            "A. Pargeter & Sons, Ironmongers",
            "Trade account T113",
            "----------------------------------------",
            "Polypropylene rope 12mm",
            "  10.00 m                         £12.00",
            "  trade discount                  -£0.60",
            "----------------------------------------",
            "Net                               £11.40",
            "VAT 20%                            £2.28",
            "TOTAL                             £13.68",
        ]
        .join("\n");
        assert_eq!(text, expected);
    }
}
