#![allow(dead_code)]

use milkround::orders::parse_pattern;
use milkround::{Catalogue, Customer, Date, OrderBook};

pub fn date(s: &str) -> Date {
    Date::parse(s).unwrap()
}

fn customer(id: u32, name: &str, address: &str, stop: u32) -> Customer {
    Customer {
        id,
        name: name.to_string(),
        address: address.to_string(),
        stop,
    }
}

/// Four calls on the Mill Lane round, week beginning Monday 2 March 2026.
pub fn mill_lane() -> (OrderBook, Catalogue) {
    let cat = Catalogue::standard();
    let mut book = OrderBook::new();
    book.add_customer(customer(1, "Mrs A. Pryce", "4 Mill Lane", 3))
        .unwrap();
    book.add_customer(customer(2, "Mr T. Hale", "11 Church Row", 1))
        .unwrap();
    book.add_customer(customer(3, "The Bell Inn", "Market Square", 2))
        .unwrap();
    book.add_customer(customer(4, "P. Shah", "2 Orchard Close", 4))
        .unwrap();

    let p = |s: &str| parse_pattern(s).unwrap();
    book.set_standing(&cat, 1, "WH", p("2,2,2,2,2,3,0"))
        .unwrap();
    book.set_standing(&cat, 1, "OJ", p("0,0,0,0,0,1,0"))
        .unwrap();
    book.set_standing(&cat, 2, "SS", p("1,1,1,1,1,1,0"))
        .unwrap();
    book.set_standing(&cat, 2, "EG6", p("0,0,1,0,0,0,0"))
        .unwrap();
    book.set_standing(&cat, 3, "WH", p("6,6,6,6,6,8,0"))
        .unwrap();
    book.set_standing(&cat, 3, "SS", p("4,4,4,4,4,4,0"))
        .unwrap();
    book.set_standing(&cat, 3, "BU", p("0,0,0,0,2,0,0"))
        .unwrap();
    book.set_standing(&cat, 4, "SK", p("1,0,1,0,1,0,0"))
        .unwrap();
    book.set_standing(&cat, 4, "AJ", p("0,0,0,0,1,0,0"))
        .unwrap();

    // Mrs Pryce is away Wednesday to Friday.
    book.pause(1, date("2026-03-04"), date("2026-03-06"))
        .unwrap();
    book.add_extra(&cat, 2, date("2026-03-07"), "WH", 2)
        .unwrap();
    book.add_extra(&cat, 4, date("2026-03-03"), "EG6", 1)
        .unwrap();
    book.add_extra(&cat, 3, date("2026-03-06"), "WH", 4)
        .unwrap();
    (book, cat)
}
