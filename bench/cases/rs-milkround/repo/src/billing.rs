//! Invoices for a period: what was delivered, at what price, with VAT
//! and bottle deposits.

use std::collections::BTreeMap;

use crate::calendar::DateRange;
use crate::orders::OrderBook;
use crate::products::{Catalogue, VatRate, BOTTLE_DEPOSIT_PENCE};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoiceLine {
    pub product: String,
    pub description: String,
    pub quantity: u32,
    pub unit_pence: u32,
    pub net_pence: u32,
    pub vat: VatRate,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invoice {
    pub customer_id: u32,
    pub period: DateRange,
    pub lines: Vec<InvoiceLine>,
    /// Glass bottles delivered in the period.
    pub bottles_out: u32,
    /// Empties the customer left out in the period.
    pub bottles_back: u32,
}

impl Invoice {
    pub fn net_pence(&self) -> u32 {
        self.lines.iter().map(|l| l.net_pence).sum()
    }

    /// Net per VAT rate, in the order Zero, Standard; rates with no goods
    /// are left out.
    pub fn net_by_rate(&self) -> Vec<(VatRate, u32)> {
        let mut zero = 0;
        let mut standard = 0;
        for line in &self.lines {
            match line.vat {
                VatRate::Zero => zero += line.net_pence,
                VatRate::Standard => standard += line.net_pence,
            }
        }
        let mut out = Vec::new();
        if zero > 0 {
            out.push((VatRate::Zero, zero));
        }
        if standard > 0 {
            out.push((VatRate::Standard, standard));
        }
        out
    }

    /// VAT is worked out on the total net at each rate, not line by line.
    pub fn vat_pence(&self) -> u32 {
        self.net_by_rate()
            .into_iter()
            .map(|(rate, net)| vat_on(net, rate))
            .sum()
    }

    /// Deposits charged on bottles delivered less those refunded on
    /// empties returned; negative when more came back than went out.
    pub fn deposit_pence(&self) -> i64 {
        (self.bottles_out as i64 - self.bottles_back as i64) * BOTTLE_DEPOSIT_PENCE as i64
    }

    pub fn total_pence(&self) -> i64 {
        self.net_pence() as i64 + self.vat_pence() as i64 + self.deposit_pence()
    }
}

/// VAT on a net amount, rounded to the nearest penny (halves up).
pub fn vat_on(net_pence: u32, rate: VatRate) -> u32 {
    (net_pence * rate.percent() + 50) / 100
}

/// Bills `customer_id` for everything delivered in `period`.
pub fn invoice(
    book: &OrderBook,
    catalogue: &Catalogue,
    customer_id: u32,
    period: DateRange,
    bottles_back: u32,
) -> Invoice {
    let mut quantities: BTreeMap<String, u32> = BTreeMap::new();
    for date in period.days() {
        for d in book.deliveries_on(date) {
            if d.customer_id == customer_id {
                *quantities.entry(d.product).or_insert(0) += d.quantity;
            }
        }
    }
    let mut lines = Vec::new();
    let mut bottles_out = 0;
    for (code, quantity) in quantities {
        let product = match catalogue.get(&code) {
            Some(p) => p,
            None => continue,
        };
        if product.has_deposit() {
            bottles_out += quantity;
        }
        lines.push(InvoiceLine {
            description: product.name.clone(),
            quantity,
            unit_pence: product.price_pence,
            net_pence: quantity * product.price_pence,
            vat: product.vat,
            product: code,
        });
    }
    Invoice {
        customer_id,
        period,
        lines,
        bottles_out,
        bottles_back,
    }
}
