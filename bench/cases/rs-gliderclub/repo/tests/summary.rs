mod common;

use gliderclub::summary::{glider_use, render, GliderUse};
use gliderclub::summarise;

#[test]
fn counts_the_day() {
    let flights = common::saturday();
    let s = summarise(&flights, &common::fleet(), &common::roster(), &common::tariff()).unwrap();
    assert_eq!(s.flights, 10);
    assert_eq!((s.winch_launches, s.aerotows, s.self_launches), (6, 3, 1));
    assert_eq!(s.instructional_flights, 5);
    assert_eq!(s.total_minutes, 8 + 7 + 37 + 162 + 9 + 28 + 255 + 205 + 8 + 37);
    assert_eq!(s.longest, Some((7, 255)));
}

#[test]
fn takings() {
    let flights = common::saturday();
    let s = summarise(&flights, &common::fleet(), &common::roster(), &common::tariff()).unwrap();
    assert_eq!(s.launch_revenue_pence, 6 * 1100 + 4400 + 3800 + 5000);
    assert_eq!(s.soaring_revenue_pence, 180 + 0 + 1295 + 0 + 203 + 1260 + 0 + 3150 + 360 + 1665);
    assert_eq!(s.revenue_pence(), 19800 + 8113);
}

#[test]
fn glider_utilisation() {
    let use_ = glider_use(&common::saturday());
    assert_eq!(use_["FAB"], GliderUse { flights: 4, minutes: 8 + 7 + 9 + 37 });
    assert_eq!(use_["JXT"], GliderUse { flights: 2, minutes: 242 });
    assert_eq!(use_.len(), 5);
}

#[test]
fn renders_the_summary() {
    let flights = common::saturday();
    let s = summarise(&flights, &common::fleet(), &common::roster(), &common::tariff()).unwrap();
    assert_eq!(
        render(&s),
        "Flights: 10 (5 instructional)\n\
         Launches: 6 winch, 3 aerotow, 1 self\n\
         Flying time: 12h 36m\n\
         Longest: flight 7 (4h 15m)\n\
         Takings: £198.00 launches + £81.13 soaring = £279.13\n"
    );
}
