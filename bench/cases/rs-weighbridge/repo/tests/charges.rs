mod common;

use weighbridge::tariff::charge;
use weighbridge::Direction;

#[test]
fn waste_in_pays_gate_fee_tax_and_vat() {
    let s = common::morning();
    let t = s.ticket(1001).unwrap();
    let ch = charge(s.catalogue.find("CDW").unwrap(), t.direction, t.net_kg());
    // 13.76 t at £95.00 and £126.15 landfill tax
    assert_eq!(ch.material_pence, 130_720);
    assert_eq!(ch.landfill_tax_pence, 173_582);
    assert_eq!(ch.vat_pence, 60_860);
    assert_eq!(ch.total_pence(), 365_162);
}

#[test]
fn inert_soil_pays_the_lower_rate() {
    let s = common::morning();
    let t = s.ticket(1003).unwrap();
    let ch = charge(s.catalogue.find("SOIL").unwrap(), t.direction, t.net_kg());
    assert_eq!(t.net_kg(), 8_660);
    assert_eq!(ch.landfill_tax_pence, 3_507);
}

#[test]
fn sold_aggregate_pays_no_landfill_tax() {
    let s = common::morning();
    let t = s.ticket(1002).unwrap();
    let ch = charge(s.catalogue.find("MOT1").unwrap(), Direction::Outbound, t.net_kg());
    assert_eq!(ch.landfill_tax_pence, 0);
    assert_eq!(ch.material_pence, 43_164);
}
