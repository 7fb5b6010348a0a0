//! Workroom orders: "client | head | material | style".

use crate::material::Material;
use crate::measure::{format_cm, format_inches, parse_length, Length};
use crate::sizes::{eu_size, letter_size, uk_label, us_label};

#[derive(Clone, Debug, PartialEq)]
pub struct Order {
    pub client: String,
    pub head: Length,
    pub material: Material,
    pub style: String,
}

impl Order {
    pub fn parse(line: &str) -> Result<Order, String> {
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        if fields.len() != 4 {
            return Err(format!("an order has 4 fields, got {}: {:?}", fields.len(), line));
        }
        if fields[0].is_empty() {
            return Err("an order needs a client".to_string());
        }
        let head = parse_length(fields[1])?;
        let material =
            Material::parse(fields[2]).ok_or_else(|| format!("unknown material {:?}", fields[2]))?;
        Ok(Order {
            client: fields[0].to_string(),
            head,
            material,
            style: fields[3].to_string(),
        })
    }

    /// The circumference the hat block must have.
    pub fn block_circumference(&self) -> Length {
        self.head.plus(self.material.ease())
    }

    /// One line for the workroom board.
    pub fn summary(&self) -> String {
        format!(
            "{}: {} {}, head {} (US {}, UK {}, EU {}, {}), block {}",
            self.client,
            self.material.name(),
            self.style,
            format_inches(self.head),
            us_label(self.head),
            uk_label(self.head),
            eu_size(self.head),
            letter_size(self.head),
            format_cm(self.block_circumference()),
        )
    }
}

/// Reads a whole order sheet, skipping blank lines and `#` comments. Errors
/// name the line number.
pub fn parse_sheet(text: &str) -> Result<Vec<Order>, String> {
    let mut orders = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        orders.push(Order::parse(line).map_err(|e| format!("line {}: {}", index + 1, e))?);
    }
    Ok(orders)
}
