#![allow(dead_code)]

use gliderclub::{Category, Fleet, Flight, Glider, Member, Roster, Seats, Tariff};

pub const SATURDAY: &str = "\
# Saturday 14 June - duty instructor T. Brannigan
# glider launch takeoff landing p1 [p2] [I]
FAB W   09:58 10:06 M003 M012 I
FAB W   10:12 10:19 M003 M027 I
JXT W   10:15 10:52 M015
LS8 T25 10:30 13:12 M020
FAB W   10:35 10:44 M003 M012 I
KCD T20 10:41 11:09 M001 M031 I
DGS S   11:05 15:20 M040
JXT T30 11:30 14:55 M012

KCD W   13:02 13:10 M001 M015 I
FAB W   14:10 14:47 M015 M031
";

pub fn fleet() -> Fleet {
    let mut fleet = Fleet::new();
    fleet.add(Glider::club("FAB", "ASK 21", Seats::Two, 45));
    fleet.add(Glider::club("KCD", "ASK 21", Seats::Two, 45));
    fleet.add(Glider::club("JXT", "Astir CS", Seats::Single, 35));
    fleet.add(Glider::private("LS8", "LS8-18"));
    fleet.add(Glider::private("DGS", "DG-808C"));
    fleet
}

pub fn roster() -> Roster {
    let mut roster = Roster::new();
    roster.add(Member::new("M001", "Hazel Okafor", Category::Full).instructor().last_flew(160));
    roster.add(Member::new("M003", "Tom Brannigan", Category::Full).instructor().last_flew(164));
    roster.add(Member::new("M012", "Priya Shah", Category::Junior).last_flew(150));
    roster.add(Member::new("M015", "Owen Lacey", Category::Full).last_flew(40));
    roster.add(Member::new("M020", "Ruth Ellery", Category::Full).last_flew(158));
    roster.add(Member::new("M027", "Kit Morrow", Category::Cadet));
    roster.add(Member::new("M031", "Dana Voss", Category::Temporary));
    roster.add(Member::new("M040", "Greg Halloran", Category::Full).last_flew(161));
    roster
}

pub fn tariff() -> Tariff {
    Tariff::default()
}

pub fn saturday() -> Vec<Flight> {
    gliderclub::parse_log(SATURDAY).expect("Saturday's log parses")
}
