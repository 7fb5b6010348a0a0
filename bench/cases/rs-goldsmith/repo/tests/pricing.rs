use goldsmith::pricing::*;
use goldsmith::{Metal, Money, Standard};

fn spot() -> SpotPrices {
    SpotPrices { gold: 1850.0, silver: 23.40, platinum: 780.0, palladium: 760.0 }
}

#[test]
fn per_gram_from_per_ounce() {
    let s = spot();
    assert!((s.per_gram(Metal::Gold) - 59.478881).abs() < 1e-5);
    assert_eq!(s.per_troy_ounce(Metal::Palladium), 760.0);
}

#[test]
fn melt_values() {
    let s = spot();
    assert_eq!(metal_value(&s, Standard::parse("18ct").unwrap(), 10.0), Money(44609));
    assert_eq!(metal_value(&s, Standard::parse("sterling").unwrap(), 20.0), Money(1392));
}

#[test]
fn workshop_charges() {
    let w = Workshop::default();
    assert_eq!(w.labour(3.5), Money(16800));
    assert_eq!(w.labour(0.1), Money(1500), "minimum charge");
    let s = spot();
    // 28907 melt + 25% markup
    assert_eq!(w.metal_price(&s, Standard::parse("18ct").unwrap(), 6.48), Money(36134));
}

#[test]
fn quote_for_a_gold_ring() {
    let job = Commission {
        standard: Standard::parse("18ct").unwrap(),
        finished_grams: 6.0,
        bench_hours: 3.5,
        wastage_pct: 8.0,
    };
    let q = quote(&spot(), &Workshop::default(), &job);
    assert_eq!(q.metal, Money(36134));
    assert_eq!(q.making, Money(16800));
    assert_eq!(q.hallmarking, Money(145));
    assert_eq!(q.net, Money(53079));
    assert_eq!(q.vat, Money(10616));
    assert_eq!(q.total, Money(63700));
}

#[test]
fn quote_for_a_silver_pendant() {
    let job = Commission {
        standard: Standard::parse("925").unwrap(),
        finished_grams: 25.0,
        bench_hours: 2.0,
        wastage_pct: 5.0,
    };
    let q = quote(&spot(), &Workshop::default(), &job);
    assert_eq!(q.metal, Money(1827 + 457));
    assert_eq!(q.hallmarking, Money(135));
    assert_eq!(q.net, Money(12019));
    assert_eq!(q.total, Money(14500));
}

#[test]
fn light_pieces_are_not_hallmarked() {
    let job = Commission {
        standard: Standard::parse("9ct").unwrap(),
        finished_grams: 0.8,
        bench_hours: 0.2,
        wastage_pct: 10.0,
    };
    let q = quote(&spot(), &Workshop::default(), &job);
    assert_eq!(q.hallmarking, Money::ZERO);
    assert_eq!(q.making, Money(1500));
    assert_eq!(q.net, Money(3954));
    assert_eq!(q.total, Money(4800));
}
