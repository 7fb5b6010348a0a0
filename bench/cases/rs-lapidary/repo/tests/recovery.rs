use lapidary::recovery::recovery_percent;

#[test]
fn recovery_is_the_cut_share_of_the_rough() {
    assert_eq!(recovery_percent(2.0, 0.5), 25.0);
    assert_eq!(recovery_percent(3.0, 1.0), 33.33);
}

#[test]
#[should_panic(expected = "rough weight must be positive")]
fn recovery_needs_rough() {
    recovery_percent(0.0, 1.0);
}
