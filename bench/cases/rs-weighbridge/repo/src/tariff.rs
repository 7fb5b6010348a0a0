//! What a load costs: the material price and landfill tax by the tonne,
//! a minimum charge for small loads, and VAT on the lot.

use crate::material::Material;
use crate::ticket::Direction;
use crate::units::charge_by_weight;

/// VAT, percent.
pub const VAT_PERCENT: i64 = 20;

/// The least the site charges for any load, pence, before tax and VAT.
pub const MINIMUM_CHARGE_PENCE: i64 = 2_500;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Charge {
    pub material_pence: i64,
    pub landfill_tax_pence: i64,
    pub vat_pence: i64,
}

impl Charge {
    pub fn net_pence(&self) -> i64 {
        self.material_pence + self.landfill_tax_pence
    }

    pub fn total_pence(&self) -> i64 {
        self.net_pence() + self.vat_pence
    }

    pub fn add(&mut self, other: &Charge) {
        self.material_pence += other.material_pence;
        self.landfill_tax_pence += other.landfill_tax_pence;
        self.vat_pence += other.vat_pence;
    }
}

/// VAT on an amount, rounded to the nearest penny (half up).
pub fn vat_on(pence: i64) -> i64 {
    (pence * VAT_PERCENT + 50) / 100
}

/// The charge for `net_kg` of `material` moving in `direction`. Landfill tax
/// is only due on waste taken in; VAT is charged on the tax as well.
pub fn charge(material: &Material, direction: Direction, net_kg: u32) -> Charge {
    let mut material_pence = charge_by_weight(net_kg, material.price_pence_per_tonne);
    if net_kg > 0 && material_pence < MINIMUM_CHARGE_PENCE {
        material_pence = MINIMUM_CHARGE_PENCE;
    }
    let landfill_tax_pence = if direction == Direction::Inbound && material.is_waste() {
        charge_by_weight(net_kg, material.band.rate_pence_per_tonne())
    } else {
        0
    };
    let vat_pence = vat_on(material_pence + landfill_tax_pence);
    Charge { material_pence, landfill_tax_pence, vat_pence }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::material::Catalogue;

    #[test]
    fn vat_rounds_half_up() {
        assert_eq!(vat_on(1_000), 200);
        assert_eq!(vat_on(1_003), 201);
        assert_eq!(vat_on(1_002), 200);
    }

    #[test]
    fn small_loads_pay_the_minimum() {
        let c = Catalogue::standard();
        let ch = charge(c.find("SCAL").unwrap(), Direction::Outbound, 600);
        assert_eq!(ch.material_pence, 2_500);
        assert_eq!(ch.total_pence(), 3_000);
    }

    #[test]
    fn empty_loads_are_free() {
        let c = Catalogue::standard();
        assert_eq!(charge(c.find("CDW").unwrap(), Direction::Inbound, 0), Charge::default());
    }
}
