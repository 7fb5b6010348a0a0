mod common;

use common::{date, mill_lane};
use milkround::orders::{parse_pattern, Delivery, OrderError};
use milkround::{Customer, OrderBook};

fn items(deliveries: &[Delivery], customer_id: u32) -> Vec<(String, u32)> {
    deliveries
        .iter()
        .filter(|d| d.customer_id == customer_id)
        .map(|d| (d.product.clone(), d.quantity))
        .collect()
}

fn v(pairs: &[(&str, u32)]) -> Vec<(String, u32)> {
    pairs.iter().map(|(p, q)| (p.to_string(), *q)).collect()
}

#[test]
fn patterns() {
    assert_eq!(
        [2, 2, 2, 2, 2, 3, 0],
        parse_pattern("2,2,2,2,2,3,0").unwrap()
    );
    assert_eq!(
        [1, 0, 1, 0, 1, 0, 0],
        parse_pattern(" 1, 0,1,0 ,1,0,0").unwrap()
    );
    assert!(matches!(
        parse_pattern("1,1,1"),
        Err(OrderError::BadPattern(_))
    ));
    assert!(parse_pattern("1,1,1,1,1,1,x").is_err());
    assert!(parse_pattern("1,1,1,1,1,1,1,1").is_err());
}

#[test]
fn monday_deliveries() {
    let (book, _) = mill_lane();
    let all = book.deliveries_on(date("2026-03-02"));
    assert_eq!(v(&[("WH", 2)]), items(&all, 1));
    assert_eq!(v(&[("SS", 1)]), items(&all, 2));
    assert_eq!(v(&[("WH", 6), ("SS", 4)]), items(&all, 3));
    assert_eq!(v(&[("SK", 1)]), items(&all, 4));
}

#[test]
fn extras_join_the_standing_order_or_stand_alone() {
    let (book, _) = mill_lane();
    let tue = book.deliveries_on(date("2026-03-03"));
    assert_eq!(v(&[("EG6", 1)]), items(&tue, 4));
    let sat = book.deliveries_on(date("2026-03-07"));
    assert_eq!(v(&[("SS", 1), ("WH", 2)]), items(&sat, 2));
    let fri = book.deliveries_on(date("2026-03-06"));
    assert_eq!(v(&[("WH", 10), ("SS", 4), ("BU", 2)]), items(&fri, 3));
}

#[test]
fn nothing_while_paused() {
    let (book, _) = mill_lane();
    assert!(!book.is_paused(1, date("2026-03-03")));
    for day in ["2026-03-04", "2026-03-05", "2026-03-06"] {
        assert!(book.is_paused(1, date(day)), "{} should be paused", day);
        assert!(items(&book.deliveries_on(date(day)), 1).is_empty());
    }
    assert!(!book.is_paused(1, date("2026-03-07")));
    assert_eq!(
        v(&[("WH", 3), ("OJ", 1)]),
        items(&book.deliveries_on(date("2026-03-07")), 1)
    );
    // the others are unaffected
    assert!(!book.is_paused(2, date("2026-03-05")));
}

#[test]
fn no_deliveries_on_sunday() {
    let (book, _) = mill_lane();
    assert!(book.deliveries_on(date("2026-03-08")).is_empty());
}

#[test]
fn replacing_and_cancelling_standing_orders() {
    let (mut book, cat) = mill_lane();
    book.set_standing(&cat, 1, "WH", [1, 1, 1, 1, 1, 1, 0])
        .unwrap();
    assert_eq!(2, book.standing_for(1).len());
    assert_eq!(
        v(&[("WH", 1)]),
        items(&book.deliveries_on(date("2026-03-02")), 1)
    );
    book.set_standing(&cat, 1, "OJ", [0; 7]).unwrap();
    assert_eq!(1, book.standing_for(1).len());
}

#[test]
fn rejects_bad_orders() {
    let (mut book, cat) = mill_lane();
    assert_eq!(
        Err(OrderError::UnknownProduct("CREAM".to_string())),
        book.set_standing(&cat, 1, "CREAM", [1; 7])
    );
    assert_eq!(
        Err(OrderError::UnknownCustomer(9)),
        book.add_extra(&cat, 9, date("2026-03-02"), "WH", 1)
    );
    assert_eq!(
        Err(OrderError::BadPause {
            from: date("2026-03-09"),
            until: date("2026-03-08")
        }),
        book.pause(2, date("2026-03-09"), date("2026-03-08"))
    );
    let again = Customer {
        id: 2,
        name: "Someone".into(),
        address: "Elsewhere".into(),
        stop: 9,
    };
    assert_eq!(
        Err(OrderError::DuplicateCustomer(2)),
        book.add_customer(again)
    );
    assert_eq!(0, OrderBook::new().customers().count());
}
