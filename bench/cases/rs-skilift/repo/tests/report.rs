use skilift::report::{refusals, rides_per_lift};
use skilift::{Gate, Lift, Minute, Pass, PassKind};

#[test]
fn counts_rides_per_lift_and_lists_refusals() {
    let mut gate = Gate::new();
    let day = Pass::new(10, PassKind::Day);
    let morning = Pass::new(11, PassKind::Morning);
    gate.scan(&day, Lift::Village, Minute::at(9, 0));
    gate.scan(&day, Lift::Summit, Minute::at(9, 20));
    gate.scan(&morning, Lift::Village, Minute::at(9, 5));
    gate.scan(&morning, Lift::Village, Minute::at(13, 0));

    let rides = rides_per_lift(&gate.log);
    assert_eq!(rides.get(&Lift::Village), Some(&2));
    assert_eq!(rides.get(&Lift::Summit), Some(&1));
    assert_eq!(rides.get(&Lift::Ridge), None);

    let refused = refusals(&gate.log);
    assert_eq!(refused.len(), 1);
    assert_eq!(refused[0].pass, 11);
}
