//! A week at the counter: tickets in, quotes, the bench queue and collection.

use cobbler::catalogue::{Catalogue, Footwear};
use cobbler::collection::{amount_due, due_today, may_dispose, storage_fee, ReminderKind};
use cobbler::date::{Date, OpeningDays};
use cobbler::money::Pence;
use cobbler::quote::{quote, LoyaltyCard};
use cobbler::ticket::{Status, Ticket};
use cobbler::workshop::Workshop;

fn tuesday() -> Date {
    Date::ymd(2024, 3, 5)
}

fn tickets(cat: &Catalogue) -> Vec<Ticket> {
    let mut boots = Ticket::new(201, "A. Lindqvist", tuesday());
    boots.add(cat, "FSOLE", Footwear::Boots, 1).unwrap();
    boots.add(cat, "POLISH", Footwear::Boots, 1).unwrap();

    let mut heels = Ticket::new(202, "P. Mensah", tuesday());
    heels.add(cat, "HEEL", Footwear::Womens, 2).unwrap();
    heels.add(cat, "STITCH", Footwear::Womens, 1).unwrap();

    let mut stretch = Ticket::new(203, "J. Byrne", tuesday());
    stretch.add(cat, "STRETCH", Footwear::Mens, 2).unwrap();

    vec![boots, heels, stretch]
}

#[test]
fn quotes_the_counter_tickets() {
    let cat = Catalogue::standard();
    let tickets = tickets(&cat);

    let boots = quote(&tickets[0], &cat, None).unwrap();
    assert_eq!(boots.total, Pence::gbp(75, 0));
    assert_eq!(boots.deposit, Pence::gbp(38, 0));

    let heels = quote(&tickets[1], &cat, None).unwrap();
    assert_eq!(heels.total, Pence::gbp(34, 0));
    assert_eq!(heels.deposit, Pence::ZERO);

    let stretch = quote(&tickets[2], &cat, Some(LoyaltyCard { stamps: 8 })).unwrap();
    assert_eq!(stretch.discount, Pence::gbp(4, 0));
    assert_eq!(stretch.total, Pence::gbp(16, 0));
}

#[test]
fn schedules_the_bench() {
    let cat = Catalogue::standard();
    let tickets = tickets(&cat);
    let shop = Workshop::new(150, OpeningDays::high_street());
    let slots = shop.schedule(&tickets, &cat, tuesday());
    let ready: Vec<(u32, Date)> = slots.iter().map(|s| (s.ticket, s.ready)).collect();
    assert_eq!(
        ready,
        vec![
            (201, Date::ymd(2024, 3, 6)),
            (202, Date::ymd(2024, 3, 6)),
            (203, Date::ymd(2024, 3, 8)),
        ]
    );
}

#[test]
fn easter_closures_push_the_ready_date() {
    let cat = Catalogue::standard();
    let mut days = OpeningDays::high_street();
    days.close_on(Date::ymd(2024, 3, 29));
    days.close_on(Date::ymd(2024, 4, 1));
    let shop = Workshop::new(150, days);
    let mut t = Ticket::new(230, "K. Adeyemi", Date::ymd(2024, 3, 28));
    t.add(&cat, "STRETCH", Footwear::Womens, 1).unwrap();
    // Bench on Thursday, then two open days' rest: Saturday and Tuesday.
    assert_eq!(shop.ready_alone(&t, &cat, Date::ymd(2024, 3, 28)), Date::ymd(2024, 4, 2));
}

#[test]
fn collects_late_with_a_storage_fee() {
    let cat = Catalogue::standard();
    let mut tickets = tickets(&cat);
    let boots = &mut tickets[0];
    let ready = Date::ymd(2024, 3, 6);
    boots.advance(Status::OnBench, tuesday()).unwrap();
    boots.advance(Status::Ready, ready).unwrap();

    let q = quote(boots, &cat, None).unwrap();
    assert_eq!(due_today(ready, Date::ymd(2024, 3, 27)), vec![ReminderKind::FeesSoon]);

    let collected = Date::ymd(2024, 4, 17);
    assert_eq!(storage_fee(ready, collected), Pence::gbp(2, 0));
    assert_eq!(amount_due(&q, ready, collected), Pence::gbp(39, 0));
    assert!(!may_dispose(ready, collected));
    boots.advance(Status::Collected, collected).unwrap();
    assert_eq!(boots.status, Status::Collected);
}
