use lapidary::{material, Dimensions, Job, Quote, Shape};

fn round_quartz(rough_ct: f64) -> Job {
    Job {
        material: material("quartz").unwrap(),
        shape: Shape::Round,
        rough_ct,
        planned: Dimensions { length: 6.5, width: 6.5, depth: 3.9 },
    }
}

#[test]
fn quotes_a_round_quartz() {
    assert_eq!(
        round_quartz(2.4).quote(),
        Quote { estimated_ct: 0.76, recovery_percent: 31.67, poor_recovery: false, fee_cents: 7_660 }
    );
}

#[test]
fn flags_a_plan_that_wastes_the_rough() {
    let quote = round_quartz(4.0).quote();
    assert_eq!(quote.recovery_percent, 19.0);
    assert!(quote.poor_recovery);
}

#[test]
fn soft_stones_pay_for_the_slower_polish() {
    let job = Job {
        material: material("fluorite").unwrap(),
        shape: Shape::Cushion,
        rough_ct: 10.0,
        planned: Dimensions { length: 10.0, width: 10.0, depth: 7.0 },
    };
    let quote = job.quote();
    assert_eq!(quote.estimated_ct, 4.23);
    assert_eq!(quote.fee_cents, 2_500 + 65 * 40 + 12_000 + 6_000);
    assert!(!quote.poor_recovery);
}
