//! The weighbridge docket: tare and gross weight of the truck, and the net stone on board.

use crate::grades::Grade;

#[derive(Debug, Clone, PartialEq)]
pub struct Weighing {
    pub grade: Grade,
    pub tare_kg: u32,
    pub gross_kg: u32,
}

impl Weighing {
    pub fn net_kg(&self) -> Result<u32, String> {
        self.gross_kg
            .checked_sub(self.tare_kg)
            .ok_or_else(|| format!("gross {} kg is less than tare {} kg", self.gross_kg, self.tare_kg))
    }
}

/// Tonnes to two places from kilograms, "14.36".
pub fn tonnes(kg: u32) -> String {
    format!("{}.{:02}", kg / 1000, (kg % 1000 + 5) / 10)
}

pub fn docket(w: &Weighing) -> Result<String, String> {
    let net = w.net_kg()?;
    Ok(format!(
        "{}\nGross {} t\nTare  {} t\nNet   {} t",
        w.grade.code(),
        tonnes(w.gross_kg),
        tonnes(w.tare_kg),
        tonnes(net)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn net_weight_and_docket() {
        let w = Weighing { grade: Grade::Type1, tare_kg: 11_840, gross_kg: 27_200 };
        assert_eq!(w.net_kg(), Ok(15_360));
        assert_eq!(docket(&w).unwrap(), "T1\nGross 27.20 t\nTare  11.84 t\nNet   15.36 t");
    }

    #[test]
    fn a_light_gross_is_refused() {
        let w = Weighing { grade: Grade::Dust, tare_kg: 12_000, gross_kg: 11_000 };
        assert!(docket(&w).is_err());
    }
}
