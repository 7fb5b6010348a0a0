use waterbill::{bill_for, BillError, Reading, Tariff, Tier};

fn tariff() -> Tariff {
    Tariff {
        blocks: vec![
            Tier {
                up_to: Some(15),
                pence_per_m3: 120,
            },
            Tier {
                up_to: Some(40),
                pence_per_m3: 185,
            },
            Tier {
                up_to: None,
                pence_per_m3: 260,
            },
        ],
        standing: 21,
    }
}

fn reading(line: &str) -> Reading {
    Reading::parse(line).unwrap()
}

#[test]
fn a_quarter_in_the_first_block() {
    let bill = bill_for(
        &reading("2025-12-31,04500,A"),
        &reading("2026-03-31,04512,A"),
        &tariff(),
    )
    .unwrap();
    assert_eq!(bill.used_m3, 12);
    assert_eq!(bill.usage_pence, 1_440);
    assert_eq!(bill.standing_pence, 90 * 21);
    assert_eq!(bill.total_pence(), 3_330);
    assert!(!bill.estimated);
}

#[test]
fn a_quarter_across_blocks() {
    let bill = bill_for(
        &reading("2026-03-31,04512,A"),
        &reading("2026-06-30,04565,E"),
        &tariff(),
    )
    .unwrap();
    assert_eq!(bill.used_m3, 53);
    assert_eq!(bill.usage_pence, 1_800 + 25 * 185 + 13 * 260);
    assert!(bill.estimated);
}

#[test]
fn an_empty_holiday_cottage_pays_the_standing_charge() {
    let bill = bill_for(
        &reading("2026-06-30,00731,A"),
        &reading("2026-09-30,00731,A"),
        &tariff(),
    )
    .unwrap();
    assert_eq!(bill.used_m3, 0);
    assert_eq!(bill.usage_pence, 0);
    assert_eq!(bill.total_pence(), 92 * 21);
}

#[test]
fn readings_out_of_order() {
    let err = bill_for(
        &reading("2026-03-31,04512,A"),
        &reading("2026-03-31,04520,A"),
        &tariff(),
    )
    .unwrap_err();
    assert_eq!(err, BillError::OutOfOrder);
}

#[test]
fn the_dial_cannot_go_back() {
    let err = bill_for(
        &reading("2026-03-31,04512,A"),
        &reading("2026-06-30,04498,A"),
        &tariff(),
    )
    .unwrap_err();
    assert_eq!(
        err,
        BillError::DialWentBack {
            prev: 4512,
            curr: 4498
        }
    );
    assert_eq!(err.to_string(), "the dial went back from 4512 to 4498");
}
