use ironmonger::keycutting::KeyJob;
use ironmonger::receipt;
use ironmonger::stock::Stock;
use ironmonger::{Account, Basket, Catalogue, Quantity, TradeBand, Unit};

fn opening_stock() -> Stock {
    let mut s = Stock::new();
    s.set("CHN-06", Unit::PerMetre, 30_000, 5_000);
    s.set("CHN-10", Unit::PerMetre, 12_000, 5_000);
    s.set("SCR-4X40", Unit::PerKilo, 4_000, 1_000);
    s.set("BLK-YA1", Unit::Each, 40, 10);
    s
}

#[test]
fn a_morning_trade_sale() {
    let c = Catalogue::standard();
    let mut stock = opening_stock();
    let mut b = Basket::new(&c, Account::trade("T021", "Ibbotson Gates", TradeBand::Gold));

    for (sku, qty) in [
        ("CHN-10", Quantity::Millimetres(8_000)),
        ("SCR-4X40", Quantity::Grams(750)),
        ("BLK-YA1", Quantity::Count(3)),
    ] {
        b.add(sku, qty).unwrap();
        stock.take(sku, qty).unwrap();
    }

    assert_eq!(b.subtotal(), 7120 + 960 + 450);
    assert_eq!(b.discount(), 1068 + 144);
    assert_eq!(b.total(), 8782);
    assert_eq!(stock.level("CHN-10").unwrap().on_hand, 4_000);
    assert_eq!(stock.reorder_sheet(&c), vec!["CHN-10"]);
}

#[test]
fn keys_and_chain_for_a_cash_customer() {
    let c = Catalogue::standard();
    let mut b = Basket::new(&c, Account::Cash);
    b.add("BLK-YA1", Quantity::Count(3)).unwrap();
    b.add("CHN-06", Quantity::Millimetres(2_000)).unwrap();
    let job = KeyJob::new(&c, "BLK-YA1", 3).unwrap();

    let goods = b.total();
    let cutting = job.cutting_charge() + ironmonger::money::vat_on(job.cutting_charge());
    assert_eq!(goods, 1620);
    assert_eq!(cutting, 1140);

    let text = receipt::render(&b);
    assert!(text.ends_with("TOTAL                             £16.20"), "{}", text);
}
