use aviary::bird::{Bird, Ring, Sex};
use aviary::calendar::Date;
use aviary::species::Species;

#[test]
fn parses_rings() {
    let r = Ring::parse("AVB 26 017").unwrap();
    assert_eq!(r, Ring { club: "AVB".into(), year: 26, number: 17 });
    assert_eq!(r.to_string(), "AVB 26 017");
    assert!(Ring::parse("AVB 2026 017").is_none());
    assert!(Ring::parse("AVB 26").is_none());
    assert!(Ring::parse("A1 26 3").is_none());
}

#[test]
fn ring_years() {
    let r = Ring::parse("NCA 25 101").unwrap();
    assert!(r.fits_year(2025));
    assert!(!r.fits_year(2026));
}

#[test]
fn breeding_age() {
    let hatched = Date::new(2025, 5, 1).unwrap();
    let cock = Bird::new(Ring::parse("AVB 25 004").unwrap(), Species::Budgerigar, Sex::Cock, hatched);
    let finch = Bird::new(Ring::parse("AVB 25 005").unwrap(), Species::ZebraFinch, Sex::Hen, hatched);
    let feb = Date::new(2026, 2, 15).unwrap();
    assert_eq!(cock.age_days(feb), 290);
    assert!(!cock.can_breed(feb));
    assert!(finch.can_breed(feb));
    assert!(cock.can_breed(Date::new(2026, 5, 1).unwrap()));
}
