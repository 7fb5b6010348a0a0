mod common;

use cattlemart::report::{market_report, per_kg, render_market_report, CategoryReport};
use cattlemart::Category;
use common::tuesday;

#[test]
fn averages_and_tops_by_category() {
    let report = market_report(&tuesday()).unwrap();
    let rows: Vec<_> = report.iter().map(|r| (r.category, r.head, r.average, r.top, r.top_lot)).collect();
    assert_eq!(
        rows,
        vec![
            (Category::PrimeSteer, 2, 2622, 2655, 1),
            (Category::PrimeHeifer, 2, 2710, 2710, 2),
            (Category::YoungBull, 1, 2480, 2480, 3),
            (Category::StoreSteer, 4, 105_000, 1050, 4),
            (Category::StoreHeifer, 2, 98_000, 980, 7),
            (Category::Calf, 3, 9_500, 95, 5),
        ]
    );
}

#[test]
fn unsold_lots_are_left_out() {
    let mut sale = tuesday();
    sale.lots.retain(|lot| lot.number != 1 && lot.number != 8);
    let report = market_report(&sale).unwrap();
    assert!(report.iter().all(|r: &CategoryReport| r.category != Category::PrimeSteer));
}

#[test]
fn pence_per_kilo() {
    assert_eq!(per_kg(2655), "265.5p/kg");
    assert_eq!(per_kg(2710), "271.0p/kg");
    assert_eq!(per_kg(995), "99.5p/kg");
}

#[test]
fn printed_report() {
    let lines = render_market_report(&tuesday()).unwrap();
    assert_eq!(
        lines,
        vec![
            "Market report Tuesday 14 May 2024",
            "Prime steers     2 hd  avg    262.2p/kg  top    265.5p/kg (lot 1)",
            "Prime heifers    2 hd  avg    271.0p/kg  top    271.0p/kg (lot 2)",
            "Young bulls      1 hd  avg    248.0p/kg  top    248.0p/kg (lot 3)",
            "Store steers     4 hd  avg £1,050.00/hd  top £1,050.00/hd (lot 4)",
            "Store heifers    2 hd  avg   £980.00/hd  top   £980.00/hd (lot 7)",
            "Calves           3 hd  avg    £95.00/hd  top    £95.00/hd (lot 5)",
        ]
    );
}
