use goldsmith::Money;

#[test]
fn pounds_and_pence() {
    assert_eq!(Money::from_pounds(12.345).pence(), 1235);
    assert_eq!(Money::from_pence(1999).pounds(), 19.99);
}

#[test]
fn display_groups_thousands() {
    assert_eq!(Money::from_pence(5).to_string(), "£0.05");
    assert_eq!(Money::from_pence(123456789).to_string(), "£1,234,567.89");
    assert_eq!(Money::from_pence(-2050).to_string(), "-£20.50");
    assert_eq!(Money::from_pence(100000).to_string(), "£1,000.00");
}

#[test]
fn percentages_round_to_the_penny() {
    assert_eq!(Money::from_pence(1999).percent(20.0), Money(400));
    assert_eq!(Money::from_pence(1000).percent(12.5), Money(125));
}

#[test]
fn rounding_up_to_a_pound() {
    assert_eq!(Money(12001).round_up_to_pound(), Money(12100));
    assert_eq!(Money(12000).round_up_to_pound(), Money(12000));
    assert_eq!(Money(1).round_up_to_pound(), Money(100));
}

#[test]
fn sums() {
    let total: Money = [Money(100), Money(250), Money(-50)].into_iter().sum();
    assert_eq!(total, Money(300));
    assert_eq!(Money(300) * 3, Money(900));
}
