use aviary::aviary::{Aviary, Flight};
use aviary::bird::{Bird, Ring, Sex};
use aviary::calendar::Date;
use aviary::nest::Clutch;
use aviary::species::Species;

fn d(m: u32, day: u32) -> Date {
    Date::new(2026, m, day).unwrap()
}

fn bird(n: u32, species: Species) -> Bird {
    Bird::new(Ring { club: "AVB".into(), year: 25, number: n }, species, Sex::Unknown, Date::new(2025, 6, 1).unwrap())
}

fn stocked() -> Aviary {
    let mut a = Aviary::new();
    a.add_flight(Flight::new("north", 2.0));
    a.add_flight(Flight::new("south", 1.0));
    for n in 1..=6 {
        a.add_bird("north", bird(n, Species::Budgerigar)).unwrap();
    }
    for n in 7..=12 {
        a.add_bird("south", bird(n, Species::Canary)).unwrap();
    }
    a
}

#[test]
fn crowding() {
    let mut a = stocked();
    // six canaries need 1.2 m2 in a 1 m2 flight
    assert_eq!(a.overcrowded(), vec!["south"]);
    assert!(a.add_bird("west", bird(99, Species::Canary)).is_err());
    a.flight_mut("south").unwrap().area_m2 = 1.5;
    assert!(a.overcrowded().is_empty());
}

#[test]
fn weekly_seed_for_all_flights() {
    let a = stocked();
    // 6 * 8.75 + 6 * 6.6 = 92.1 g a day
    assert!((a.weekly_seed_kg() - 0.6447).abs() < 1e-9);
}

#[test]
fn diary_for_a_budgerigar_clutch() {
    let mut a = stocked();
    let mut c = Clutch::new(Species::Budgerigar, "5");
    c.lay(d(3, 2));
    c.lay(d(3, 4));
    a.clutches.push(c);
    assert_eq!(a.diary(d(3, 15), 14), vec!["20 Mar  cage 5  budgerigar  hatch due", "27 Mar  cage 5  budgerigar  ring"]);
}
