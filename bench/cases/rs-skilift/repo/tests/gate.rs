use skilift::{Decision, Gate, Lift, Minute, Pass, PassKind, Reason};

fn at(text: &str) -> Minute {
    Minute::parse(text).unwrap()
}

#[test]
fn day_pass_opens_every_lift() {
    let mut gate = Gate::new();
    let pass = Pass::new(1, PassKind::Day);
    for lift in [Lift::Village, Lift::Ridge, Lift::Summit] {
        assert_eq!(gate.scan(&pass, lift, at("10:00")), Decision::Open);
    }
    assert_eq!(gate.log.len(), 3);
}

#[test]
fn morning_pass_expires_at_half_past_twelve() {
    let mut gate = Gate::new();
    let pass = Pass::new(2, PassKind::Morning);
    assert_eq!(gate.scan(&pass, Lift::Ridge, at("12:29")), Decision::Open);
    assert_eq!(gate.scan(&pass, Lift::Ridge, at("12:30")), Decision::Refused(Reason::Expired));
}

#[test]
fn afternoon_pass_is_not_valid_before_midday() {
    let mut gate = Gate::new();
    let pass = Pass::new(3, PassKind::Afternoon);
    assert_eq!(gate.scan(&pass, Lift::Village, at("11:45")), Decision::Refused(Reason::NotYetValid));
    assert_eq!(gate.scan(&pass, Lift::Village, at("13:00")), Decision::Open);
}

#[test]
fn blocked_pass_is_refused_before_anything_else() {
    let mut gate = Gate::new();
    let pass = Pass::new(4, PassKind::Season);
    gate.block(4);
    assert_eq!(gate.scan(&pass, Lift::Summit, at("07:00")), Decision::Refused(Reason::Blocked));
}

#[test]
fn nothing_opens_after_closing() {
    let mut gate = Gate::new();
    let pass = Pass::new(5, PassKind::Season);
    assert_eq!(gate.scan(&pass, Lift::Village, at("16:30")), Decision::Refused(Reason::Expired));
}
