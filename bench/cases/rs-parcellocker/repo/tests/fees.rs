use parcellocker::fees::{charge, pounds, Charge};

#[test]
fn three_days_free_then_fifty_pence_a_day() {
    assert_eq!(charge(0), Charge::Fee(0));
    assert_eq!(charge(3), Charge::Fee(0));
    assert_eq!(charge(4), Charge::Fee(50));
    assert_eq!(charge(6), Charge::Fee(150));
}

#[test]
fn the_fee_runs_to_day_ten_and_day_eleven_goes_back() {
    assert_eq!(charge(10), Charge::Fee(350));
    assert_eq!(charge(11), Charge::Return);
}

#[test]
fn pence_as_pounds() {
    assert_eq!(pounds(0), "£0.00");
    assert_eq!(pounds(150), "£1.50");
    assert_eq!(pounds(500), "£5.00");
}
