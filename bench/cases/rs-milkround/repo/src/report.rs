//! Printed sheets: the driver's drop list and the customer's invoice.

use std::fmt::Write;

use crate::billing::Invoice;
use crate::orders::OrderBook;
use crate::products::{money, Catalogue};
use crate::round::{Drop, LoadSheet};

pub fn load_sheet_text(sheet: &LoadSheet, catalogue: &Catalogue) -> String {
    let mut out = String::new();
    writeln!(
        out,
        "Load sheet for {} ({})",
        sheet.date,
        sheet.date.weekday().short_name()
    )
    .unwrap();
    for line in &sheet.lines {
        let name = catalogue
            .get(&line.product)
            .map(|p| p.name.as_str())
            .unwrap_or("?");
        writeln!(
            out,
            "  {:<4}{:<30}{:>4}{:>6}",
            line.product, name, line.ordered, line.load
        )
        .unwrap();
    }
    for (kind, n) in sheet.crates(catalogue) {
        writeln!(out, "  {}: {}", kind, n).unwrap();
    }
    out
}

pub fn drop_list_text(drops: &[Drop]) -> String {
    let mut out = String::new();
    for d in drops {
        let items: Vec<String> = d
            .items
            .iter()
            .map(|(p, q)| format!("{} {}", q, p))
            .collect();
        writeln!(out, "{:>3}  {:<24}{}", d.stop, d.address, items.join(", ")).unwrap();
    }
    out
}

pub fn invoice_text(invoice: &Invoice, book: &OrderBook) -> String {
    let mut out = String::new();
    let name = book
        .customer(invoice.customer_id)
        .map(|c| c.name.as_str())
        .unwrap_or("?");
    writeln!(
        out,
        "Invoice for {}, {} to {}",
        name, invoice.period.start, invoice.period.end
    )
    .unwrap();
    for line in &invoice.lines {
        writeln!(
            out,
            "  {:<30}{:>4} x {:>6} {:>9} {}",
            line.description,
            line.quantity,
            money(line.unit_pence as i64),
            money(line.net_pence as i64),
            line.vat.label()
        )
        .unwrap();
    }
    writeln!(
        out,
        "  {:<44}{:>9}",
        "Goods",
        money(invoice.net_pence() as i64)
    )
    .unwrap();
    writeln!(
        out,
        "  {:<44}{:>9}",
        "VAT",
        money(invoice.vat_pence() as i64)
    )
    .unwrap();
    let deposits = format!(
        "Bottle deposits ({} out, {} back)",
        invoice.bottles_out, invoice.bottles_back
    );
    writeln!(
        out,
        "  {:<44}{:>9}",
        deposits,
        money(invoice.deposit_pence())
    )
    .unwrap();
    writeln!(out, "  {:<44}{:>9}", "Total", money(invoice.total_pence())).unwrap();
    out
}
