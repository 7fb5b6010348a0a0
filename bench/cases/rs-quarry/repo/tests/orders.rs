use quarry::{haulage_pence, money, Grade, Order, Truck};

#[test]
fn a_collected_order_pays_for_stone_and_vat() {
    let order = Order::new("Hillside Landscapes").line(Grade::Type1, 8.0).line(Grade::Dust, 2.0);
    assert_eq!(order.stone_pence(), 15_000 + 3_300);
    assert_eq!(order.haulage_pence(), 0);
    assert_eq!(money(order.total_pence()), "£219.60");
}

#[test]
fn delivery_nearby_in_a_six_wheeler() {
    let order = Order::new("J. Price").line(Grade::Clean20, 10.0).delivered(Truck::SixWheeler, 4);
    // a part load pays for 16 tonnes at 300p
    assert_eq!(order.haulage_pence(), 4_800);
    assert_eq!(money(order.total_pence()), "£369.60");
}

#[test]
fn delivery_at_the_edge_of_the_middle_band() {
    assert_eq!(haulage_pence(Truck::SixWheeler, 16.0, 15), 7_200);
    assert_eq!(haulage_pence(Truck::SixWheeler, 16.0, 16), 11_200);
}

#[test]
fn a_long_run_in_an_artic() {
    let order = Order::new("Moorside Farm").line(Grade::Scalpings, 55.0).delivered(Truck::Artic, 30);
    assert_eq!(order.haulage_pence(), 2 * 29 * 700);
    assert_eq!(money(order.net_pence()), "£1,066.00");
    assert_eq!(money(order.vat_pence()), "£213.20");
}
