mod common;

use weighbridge::{Direction, TicketError};

#[test]
fn tickets_are_numbered_in_sequence() {
    let s = common::morning();
    let numbers: Vec<u32> = s.tickets.iter().map(|t| t.number).collect();
    assert_eq!(numbers, vec![1001, 1002, 1003, 1004, 1005, 1006]);
    assert_eq!(s.open_tickets().count(), 1);
}

#[test]
fn readings_are_rounded_to_the_graduation() {
    let s = common::morning();
    let t = s.ticket(1001).unwrap();
    assert_eq!(t.first_kg, 26_180);
    assert_eq!(t.second_kg, Some(12_420));
    assert_eq!(t.net_kg(), 13_760);
}

#[test]
fn stored_tare_completes_an_inbound_ticket() {
    let s = common::morning();
    let t = s.ticket(1004).unwrap();
    assert!(t.stored_tare);
    assert_eq!(t.tare_kg(), Some(12_400));
    assert_eq!(t.net_kg(), 13_100);
}

#[test]
fn stored_tare_must_exist() {
    let mut s = common::site();
    let t = s.weigh_in("SN68WRA", "CDW", Direction::Inbound, 14_000, 600).unwrap();
    assert_eq!(s.use_stored_tare(t, 610).unwrap_err(), TicketError::NoStoredTare("SN68 WRA".to_string()));
}

#[test]
fn unknown_vehicles_and_materials_are_refused() {
    let mut s = common::site();
    assert_eq!(
        s.weigh_in("ZZ99 ZZZ", "CDW", Direction::Inbound, 14_000, 600),
        Err(TicketError::UnknownVehicle("ZZ99 ZZZ".to_string()))
    );
    assert_eq!(
        s.weigh_in("SN68WRA", "TAR", Direction::Inbound, 14_000, 600),
        Err(TicketError::UnknownMaterial("TAR".to_string()))
    );
    assert_eq!(s.weigh_out(4242, 1, 1).unwrap_err(), TicketError::UnknownTicket(4242));
}

#[test]
fn loads_over_the_plate_are_flagged() {
    let s = common::morning();
    let flagged: Vec<u32> = s.tickets.iter().filter(|t| t.overloaded).map(|t| t.number).collect();
    assert_eq!(flagged, vec![1002, 1005]);
}

#[test]
fn printed_ticket() {
    let s = common::morning();
    assert_eq!(
        s.ticket(1002).unwrap().lines(),
        vec![
            "Ticket 001002  KX21 BDL  OUT",
            "Material: MOT1",
            "First:  15.06 t at 07:40",
            "Second: 41.22 t at 08:05",
            "Net:    26.16 t",
            "OVERLOADED: gross is over the plated weight",
        ]
    );
    assert_eq!(s.ticket(1004).unwrap().lines()[3], "Second: 12.40 t at 09:08 (stored tare)");
}
