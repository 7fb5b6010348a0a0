use paddock::yard::YardError;
use paddock::{Build, Horse, Package, Paddock, Yard};

fn yard() -> Yard {
    let mut y = Yard::new(vec![
        Paddock::new("Top Field", 200, 10),
        Paddock::new("Orchard", 45, 14),
        Paddock::new("Long Meadow", 300, 12),
    ]);
    y.add_horse(Horse::new("Pepper", "Jo Marsh", Build::Horse, 500), Package::Grass);
    y.add_horse(Horse::new("Major", "Tom Reid", Build::Draught, 800), Package::Full);
    y.add_horse(Horse::new("Biscuit", "Ann Hale", Build::Pony, 300).with_condition(4), Package::Part);
    y
}

#[test]
fn turn_out_picks_paddock() {
    let mut y = yard();
    assert_eq!(y.turn_out(&["Pepper", "Major"], 1).unwrap(), "Long Meadow");
    assert_eq!(y.turn_out(&["Biscuit"], 1).unwrap(), "Orchard");
    assert_eq!(y.out_on("Major").unwrap().name, "Long Meadow");
    assert!(y.out_on("Nobody").is_none());
}

#[test]
fn unknown_horse() {
    let mut y = yard();
    assert_eq!(y.turn_out(&["Shadow"], 1), Err(YardError::UnknownHorse("Shadow".into())));
}

#[test]
fn bring_in_rests_paddock() {
    let mut y = yard();
    y.turn_out(&["Pepper", "Major"], 1).unwrap();
    assert_eq!(y.bring_in("Long Meadow", 15), Ok(14));
    assert!(y.out_on("Pepper").is_none());
    assert_eq!(y.turn_out(&["Pepper", "Major"], 20).unwrap(), "Top Field");
    assert!(matches!(y.bring_in("Nowhere", 21), Err(YardError::UnknownPaddock(_))));
}

#[test]
fn hay_for_the_day() {
    let mut y = yard();
    y.turn_out(&["Pepper"], 1).unwrap();
    assert_eq!(
        y.hay_today(),
        vec![
            ("Pepper".to_string(), 4_800),
            ("Major".to_string(), 18_900),
            ("Biscuit".to_string(), 5_300),
        ]
    );
}

#[test]
fn month_invoices() {
    let mut y = yard();
    y.sell_hay("Pepper", 4).unwrap();
    y.charge("Major", paddock::Extra::new("farrier, shoes", 9_500)).unwrap();
    let invs = y.invoices(30);
    let totals: Vec<(String, u64)> = invs.iter().map(|i| (i.horse.clone(), i.total())).collect();
    assert_eq!(
        totals,
        vec![
            ("Pepper".to_string(), 20_500),
            ("Major".to_string(), 89_500),
            ("Biscuit".to_string(), 42_500),
        ]
    );
    assert!(y.charge("Shadow", paddock::Extra::new("x", 1)).is_err());
}
