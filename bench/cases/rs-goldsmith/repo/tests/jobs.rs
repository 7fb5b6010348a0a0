use goldsmith::jobs::*;
use goldsmith::pricing::{SpotPrices, Workshop};
use goldsmith::rings::{resize, Profile, RingSize, Shape};
use goldsmith::{Money, Standard};

fn spot() -> SpotPrices {
    SpotPrices { gold: 1850.0, silver: 23.40, platinum: 780.0, palladium: 760.0 }
}

#[test]
fn resize_lines_price_time_and_metal() {
    let gold = Standard::parse("18ct").unwrap();
    let band = Profile { shape: Shape::Flat, width_mm: 3.0, thickness_mm: 1.6 };
    let up = resize(RingSize::parse("N").unwrap(), RingSize::parse("P").unwrap(), &band, gold, false);
    let down = resize(RingSize::parse("P").unwrap(), RingSize::parse("L").unwrap(), &band, gold, false);

    let mut ticket = JobTicket::new(412, "Mrs A. Patel");
    ticket.add_resize(&up, gold, &spot(), &Workshop::default());
    ticket.add_resize(&down, gold, &spot(), &Workshop::default());
    // 0.75 h at £48 plus 0.186 g of 18ct with markup (830 + 208)
    assert_eq!(ticket.lines[0].price, Money(3600 + 1038));
    assert_eq!(ticket.lines[0].description, "Resize 18ct gold (size up, metal added)");
    // cut-out metal is not credited: half an hour only
    assert_eq!(ticket.lines[1].price, Money(2400));
    assert_eq!(ticket.total(), Money(7038));
}

#[test]
fn stretching_is_the_minimum_charge() {
    let silver = Standard::parse("925").unwrap();
    let band = Profile { shape: Shape::Court, width_mm: 5.0, thickness_mm: 2.0 };
    let r = resize(RingSize::parse("S").unwrap(), RingSize::parse("T").unwrap(), &band, silver, false);
    let mut ticket = JobTicket::new(7, "J. Ellis");
    ticket.add_resize(&r, silver, &spot(), &Workshop::default());
    assert_eq!(ticket.total(), Money(1500));
    assert_eq!(ticket.lines[0].description, "Resize sterling silver (stretch)");
}

#[test]
fn deposits_and_rendering() {
    let mut ticket = JobTicket::new(58, "R. Okafor");
    ticket.add("Re-tip four claws", Money::from_pounds(65.0));
    ticket.add("Clean and polish", Money::from_pounds(12.5));
    ticket.take_deposit(Money::from_pounds(40.0));
    assert_eq!(ticket.balance(), Money(3750));
    let text = ticket.render();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Job 00058 — R. Okafor");
    assert!(lines[1].starts_with("  Re-tip four claws"));
    assert!(lines[1].ends_with("£65.00"));
    assert!(lines[3].ends_with("£77.50"));
    assert!(lines[5].starts_with("  Balance due"));
    assert!(lines[5].ends_with("£37.50"));
}

#[test]
fn no_deposit_lines_without_a_deposit() {
    let mut ticket = JobTicket::new(1, "Walk-in");
    ticket.add("Battery", Money::from_pounds(8.0));
    assert_eq!(ticket.render().lines().count(), 3);
    assert_eq!(resize_hours(goldsmith::rings::Method::CutAndAdd), 0.75);
}
