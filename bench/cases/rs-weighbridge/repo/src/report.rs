//! The daily return: loads and tonnage per material, charges, landfill tax
//! due, and the overloads the office has to follow up.

use std::collections::BTreeMap;

use crate::site::Site;
use crate::tariff::{charge, Charge};
use crate::units::{format_money, format_tonnes};

#[derive(Debug, Clone, Default, PartialEq)]
pub struct MaterialLine {
    pub code: String,
    pub name: String,
    pub loads: u32,
    pub net_kg: u32,
    pub charge: Charge,
}

#[derive(Debug, Default, PartialEq)]
pub struct DailyReturn {
    pub lines: Vec<MaterialLine>,
    pub open_tickets: u32,
    pub overloads: Vec<u32>,
}

impl DailyReturn {
    pub fn total_net_kg(&self) -> u32 {
        self.lines.iter().map(|l| l.net_kg).sum()
    }

    pub fn total_charge(&self) -> Charge {
        let mut total = Charge::default();
        for l in &self.lines {
            total.add(&l.charge);
        }
        total
    }

    pub fn landfill_tax_pence(&self) -> i64 {
        self.total_charge().landfill_tax_pence
    }
}

/// Build the return from the site's completed tickets.
pub fn daily_return(site: &Site) -> DailyReturn {
    let mut by_code: BTreeMap<String, MaterialLine> = BTreeMap::new();
    let mut ret = DailyReturn::default();
    for t in &site.tickets {
        if !t.is_complete() {
            ret.open_tickets += 1;
            continue;
        }
        let material = match site.catalogue.find(&t.material) {
            Some(m) => m,
            None => continue,
        };
        let line = by_code.entry(material.code.clone()).or_insert_with(|| MaterialLine {
            code: material.code.clone(),
            name: material.name.clone(),
            ..MaterialLine::default()
        });
        line.loads += 1;
        line.net_kg += t.net_kg();
        line.charge.add(&charge(material, t.direction, t.net_kg()));
        if t.overloaded {
            ret.overloads.push(t.number);
        }
    }
    ret.lines = by_code.into_values().collect();
    ret
}

/// The return as the text the office prints at close.
pub fn render(site: &Site, ret: &DailyReturn) -> String {
    let mut out = vec![format!("Daily return: {}", site.name)];
    for l in &ret.lines {
        out.push(format!(
            "{:<5} {:<26} {:>3} loads {:>10} {:>12}",
            l.code,
            l.name,
            l.loads,
            format_tonnes(l.net_kg),
            format_money(l.charge.total_pence())
        ));
    }
    let total = ret.total_charge();
    out.push(format!("Total: {} {}", format_tonnes(ret.total_net_kg()), format_money(total.total_pence())));
    out.push(format!("Landfill tax due: {}", format_money(total.landfill_tax_pence)));
    out.push(format!("VAT: {}", format_money(total.vat_pence)));
    if ret.open_tickets > 0 {
        out.push(format!("Open tickets: {}", ret.open_tickets));
    }
    if !ret.overloads.is_empty() {
        let numbers: Vec<String> = ret.overloads.iter().map(|n| format!("{:06}", n)).collect();
        out.push(format!("Overloads: {}", numbers.join(", ")));
    }
    out.join("\n")
}
