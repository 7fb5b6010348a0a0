//! Counter quotes: line prices, loyalty rewards and deposits.

use crate::catalogue::{Catalogue, Footwear, Service, CHILDRENS_RATE};
use crate::money::Pence;
use crate::ticket::{Ticket, TicketError};

/// Tickets above this total pay a deposit when they are handed in.
pub const DEPOSIT_OVER: Pence = Pence(4000);
/// The deposit is this share of the total, rounded up to whole pounds.
pub const DEPOSIT_RATE: i64 = 50;
/// A full loyalty card has this many stamps; the next ticket is discounted.
pub const STAMPS_FOR_REWARD: u32 = 8;
pub const REWARD_RATE: i64 = 20;
pub const REWARD_CAP: Pence = Pence(1500);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LoyaltyCard {
    pub stamps: u32,
}

impl LoyaltyCard {
    pub fn is_full(self) -> bool {
        self.stamps >= STAMPS_FOR_REWARD
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuoteLine {
    pub code: String,
    pub description: String,
    pub quantity: u32,
    pub unit_price: Pence,
    pub total: Pence,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quote {
    pub ticket: u32,
    pub lines: Vec<QuoteLine>,
    pub subtotal: Pence,
    pub discount: Pence,
    pub total: Pence,
    pub vat: Pence,
    pub deposit: Pence,
}

impl Quote {
    /// What is left to pay at collection.
    pub fn balance(&self) -> Pence {
        self.total - self.deposit
    }

    pub fn render(&self) -> String {
        let mut out = format!("Ticket {}\n", self.ticket);
        for line in &self.lines {
            out.push_str(&format!(
                "{:>2} x {:<30} {:>8}\n",
                line.quantity,
                line.description,
                line.total.to_string()
            ));
        }
        if !self.discount.is_zero() {
            out.push_str(&format!("{:<35} {:>8}\n", "Loyalty reward", (Pence::ZERO - self.discount).to_string()));
        }
        out.push_str(&format!("{:<35} {:>8}\n", "Total", self.total.to_string()));
        out.push_str(&format!("{:<35} {:>8}\n", "  of which VAT", self.vat.to_string()));
        if !self.deposit.is_zero() {
            out.push_str(&format!("{:<35} {:>8}\n", "Deposit paid", self.deposit.to_string()));
            out.push_str(&format!("{:<35} {:>8}\n", "Due on collection", self.balance().to_string()));
        }
        out
    }
}

fn unit_price(service: &Service, footwear: Footwear) -> Pence {
    match footwear {
        Footwear::Boots => service.price + service.boot_surcharge,
        Footwear::Childrens => service.price.percent(CHILDRENS_RATE),
        Footwear::Mens | Footwear::Womens => service.price,
    }
}

pub fn deposit_for(total: Pence) -> Pence {
    if total > DEPOSIT_OVER {
        total.percent(DEPOSIT_RATE).round_up_to_pound()
    } else {
        Pence::ZERO
    }
}

pub fn quote(
    ticket: &Ticket,
    catalogue: &Catalogue,
    card: Option<LoyaltyCard>,
) -> Result<Quote, TicketError> {
    let mut lines = Vec::new();
    for line in &ticket.lines {
        let service = catalogue
            .find(&line.code)
            .ok_or_else(|| TicketError::UnknownService(line.code.clone()))?;
        let price = unit_price(service, line.footwear);
        lines.push(QuoteLine {
            code: service.code.to_string(),
            description: format!("{} ({})", service.name, line.footwear.label()),
            quantity: line.quantity,
            unit_price: price,
            total: price * line.quantity,
        });
    }
    let subtotal: Pence = lines.iter().map(|l| l.total).sum();
    let discount = match card {
        Some(card) if card.is_full() => subtotal.percent(REWARD_RATE).min(REWARD_CAP),
        _ => Pence::ZERO,
    };
    let total = subtotal - discount;
    Ok(Quote {
        ticket: ticket.number,
        lines,
        subtotal,
        discount,
        total,
        vat: total.vat_included(),
        deposit: deposit_for(total),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::date::Date;

    fn ticket(lines: &[(&str, Footwear, u32)]) -> Ticket {
        let cat = Catalogue::standard();
        let mut t = Ticket::new(7, "M. Ferreira", Date::ymd(2024, 5, 2));
        for (code, footwear, qty) in lines {
            t.add(&cat, code, *footwear, *qty).unwrap();
        }
        t
    }

    #[test]
    fn prices_boots_and_childrens_work() {
        let cat = Catalogue::standard();
        let t = ticket(&[
            ("HEEL", Footwear::Boots, 1),
            ("TIPS", Footwear::Childrens, 2),
            ("STITCH", Footwear::Womens, 1),
        ]);
        let q = quote(&t, &cat, None).unwrap();
        let prices: Vec<Pence> = q.lines.iter().map(|l| l.unit_price).collect();
        assert_eq!(prices, vec![Pence(1800), Pence(713), Pence(600)]);
        assert_eq!(q.subtotal, Pence(1800 + 1426 + 600));
        assert_eq!(q.deposit, Pence::ZERO);
        assert_eq!(q.lines[1].description, "Heel tips (children's)");
    }

    #[test]
    fn large_jobs_pay_half_up_front() {
        let cat = Catalogue::standard();
        let t = ticket(&[("FSOLE", Footwear::Boots, 1), ("POLISH", Footwear::Boots, 1)]);
        let q = quote(&t, &cat, None).unwrap();
        assert_eq!(q.total, Pence(7500));
        assert_eq!(q.deposit, Pence(3800));
        assert_eq!(q.balance(), Pence(3700));
        assert_eq!(q.vat, Pence(1250));
    }

    #[test]
    fn no_deposit_at_exactly_the_threshold() {
        assert_eq!(deposit_for(Pence(4000)), Pence::ZERO);
        assert_eq!(deposit_for(Pence(4001)), Pence(2100));
    }

    #[test]
    fn full_card_takes_a_fifth_off_up_to_the_cap() {
        let cat = Catalogue::standard();
        let small = ticket(&[("HEEL", Footwear::Mens, 1)]);
        let full = Some(LoyaltyCard { stamps: 8 });
        assert_eq!(quote(&small, &cat, full).unwrap().discount, Pence(280));
        let partial = Some(LoyaltyCard { stamps: 7 });
        assert_eq!(quote(&small, &cat, partial).unwrap().discount, Pence::ZERO);
        let big = ticket(&[("FSOLE", Footwear::Mens, 2)]);
        let q = quote(&big, &cat, full).unwrap();
        assert_eq!(q.discount, REWARD_CAP);
        assert_eq!(q.total, Pence(10100));
    }

    #[test]
    fn renders_a_counter_slip() {
        let cat = Catalogue::standard();
        let t = ticket(&[("HSOLE", Footwear::Womens, 1), ("HEEL", Footwear::Womens, 1)]);
        let slip = quote(&t, &cat, None).unwrap().render();
        let expected = "\
Ticket 7
 1 x Half soles (women's)             £32.00
 1 x Heels (women's)                  £14.00
Total                                 £46.00
  of which VAT                         £7.67
Deposit paid                          £23.00
Due on collection                     £23.00
";
        assert_eq!(slip, expected);
    }
}
