//! Printed output: the market report for the farming press and the sellers'
//! statements.

use crate::animal::Category;
use crate::money::{div_round, pounds};
use crate::sale::{Sale, SaleError, Statement};

/// Averages and top prices for one category.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CategoryReport {
    pub category: Category,
    pub head: usize,
    /// Tenths of a penny per kilo for cattle sold by weight, pence a head otherwise.
    pub average: i64,
    /// The highest bid in the category and its lot.
    pub top: u32,
    pub top_lot: u32,
}

/// One line per category that sold, in catalogue order.
pub fn market_report(sale: &Sale) -> Result<Vec<CategoryReport>, SaleError> {
    let statements = sale.seller_statements()?;
    let lines: Vec<_> = statements.iter().flat_map(|s| s.lines.iter()).collect();

    let mut report = Vec::new();
    for category in Category::ALL {
        let mine: Vec<_> = lines.iter().filter(|line| line.category == category).collect();
        if mine.is_empty() {
            continue;
        }
        let head: usize = mine.iter().map(|line| line.head).sum();
        let value: i64 = mine.iter().map(|line| line.value).sum();
        let average = if category.sold_by_weight() {
            let kg: i64 = mine.iter().map(|line| i64::from(line.weight_kg.unwrap_or(0))).sum();
            div_round(value * 10, kg)
        } else {
            div_round(value, head as i64)
        };
        let best = mine
            .iter()
            .max_by_key(|line| (line.bid.0, std::cmp::Reverse(line.lot)))
            .expect("at least one line");
        report.push(CategoryReport { category, head, average, top: best.bid.0, top_lot: best.lot });
    }
    Ok(report)
}

/// Tenths of a penny per kilo as `265.5p/kg`.
pub fn per_kg(tenths: i64) -> String {
    format!("{}.{}p/kg", tenths / 10, tenths % 10)
}

pub fn render_market_report(sale: &Sale) -> Result<Vec<String>, SaleError> {
    let mut out = vec![format!("Market report {}", sale.date)];
    for row in market_report(sale)? {
        let (average, top) = if row.category.sold_by_weight() {
            (per_kg(row.average), per_kg(i64::from(row.top)))
        } else {
            (format!("{}/hd", pounds(row.average)), format!("{}/hd", pounds(i64::from(row.top) * 100)))
        };
        out.push(format!(
            "{:<14} {:>3} hd  avg {:>12}  top {:>12} (lot {})",
            row.category.label(),
            row.head,
            average,
            top,
            row.top_lot
        ));
    }
    Ok(out)
}

pub fn render_statement(statement: &Statement) -> Vec<String> {
    let mut out = vec![format!("Statement for {}", statement.seller)];
    for line in &statement.lines {
        let price = match line.weight_kg {
            Some(kg) => format!("{kg:>5} kg @ {}", per_kg(i64::from(line.bid.0))),
            None => format!("{:>5} hd @ {}", line.head, pounds(i64::from(line.bid.0) * 100)),
        };
        out.push(format!(
            "Lot {:>3}  {:<14} {:<24} {:>12}",
            line.lot,
            line.category.label(),
            price,
            pounds(line.value)
        ));
    }
    let charges = statement.charges();
    out.push(format!("{:<49}{:>12}", "Gross", pounds(statement.gross())));
    out.push(format!("{:<49}{:>12}", "Commission", pounds(-charges.commission)));
    out.push(format!("{:<49}{:>12}", "Insurance levy", pounds(-charges.levy)));
    out.push(format!("{:<49}{:>12}", "VAT on charges", pounds(-charges.vat)));
    out.push(format!("{:<49}{:>12}", "Net", pounds(statement.net())));
    out
}
