mod common;

use gliderclub::billing::{charged_minutes, payer, BillingError};
use gliderclub::{charge_flight, statements};

#[test]
fn pupil_pays_for_instruction() {
    let flights = common::saturday();
    assert_eq!(payer(&flights[0]), "M012");
    assert_eq!(payer(&flights[5]), "M031");
    // a two-seater flight that is not instructional is P1's
    assert_eq!(payer(&flights[9]), "M015");
    assert_eq!(payer(&flights[2]), "M015");
}

#[test]
fn junior_pays_half_soaring_full_launch() {
    let flights = common::saturday();
    let c = charge_flight(&flights[0], &common::fleet(), &common::roster(), &common::tariff()).unwrap();
    assert_eq!(c.payer, "M012");
    assert_eq!(c.launch_pence, 1100);
    // 8 minutes at 45p, half off
    assert_eq!(c.soaring_pence, 180);
    assert_eq!(c.total_pence(), 1280);
}

#[test]
fn cadets_soar_free() {
    let flights = common::saturday();
    let c = charge_flight(&flights[1], &common::fleet(), &common::roster(), &common::tariff()).unwrap();
    assert_eq!((c.launch_pence, c.soaring_pence), (1100, 0));
}

#[test]
fn soaring_is_capped() {
    let flights = common::saturday();
    let tariff = common::tariff();
    assert_eq!(flights[7].minutes(), 205);
    assert_eq!(charged_minutes(&flights[7], &tariff), 180);
    let c = charge_flight(&flights[7], &common::fleet(), &common::roster(), &tariff).unwrap();
    // 180 minutes at 35p, junior half off
    assert_eq!(c.soaring_pence, 3150);
}

#[test]
fn private_owners_pay_launches_only() {
    let flights = common::saturday();
    let fleet = common::fleet();
    let roster = common::roster();
    let tariff = common::tariff();
    let tow = charge_flight(&flights[3], &fleet, &roster, &tariff).unwrap();
    assert_eq!((tow.launch_pence, tow.soaring_pence), (4400, 0));
    let selfl = charge_flight(&flights[6], &fleet, &roster, &tariff).unwrap();
    assert_eq!(selfl.total_pence(), 0);
}

#[test]
fn unknown_glider_or_member() {
    let fleet = common::fleet();
    let roster = common::roster();
    let tariff = common::tariff();
    let log = gliderclub::parse_log("KAJ W 10:00 10:05 M003\nFAB W 10:00 10:05 M999\n").unwrap();
    assert_eq!(
        charge_flight(&log[0], &fleet, &roster, &tariff),
        Err(BillingError::UnknownGlider("KAJ".into()))
    );
    assert_eq!(
        charge_flight(&log[1], &fleet, &roster, &tariff).unwrap_err().to_string(),
        "member M999 is not on the roster"
    );
}

#[test]
fn statements_for_the_day() {
    let flights = common::saturday();
    let st = statements(&flights, &common::fleet(), &common::roster(), &common::tariff()).unwrap();
    let totals: Vec<(&str, u32)> = st.iter().map(|s| (s.member.as_str(), s.total_pence())).collect();
    assert_eq!(
        totals,
        [
            ("M012", 1280 + 1303 + 5000 + 3150),
            ("M015", 1100 + 1295 + 1100 + 360 + 1100 + 1665),
            ("M020", 4400),
            ("M027", 1100),
            ("M031", 3800 + 1260),
            ("M040", 0),
        ]
    );
    assert_eq!(st[2].name, "Ruth Ellery");
}

#[test]
fn statement_renders() {
    let flights = common::saturday();
    let st = statements(&flights, &common::fleet(), &common::roster(), &common::tariff()).unwrap();
    let m031 = st.iter().find(|s| s.member == "M031").unwrap();
    assert_eq!(
        m031.render(),
        "M031 Dana Voss\n  flight   6  launch   £38.00  soaring   £12.60\n  total £50.60\n"
    );
}
