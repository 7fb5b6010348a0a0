use yachtrating::{Boat, Finish, RaceResult};

fn fleet() -> Vec<Boat> {
    vec![
        Boat::new("GBR 101", "Kittiwake", 1000),
        Boat::new("GBR 202", "Merlin", 950),
        Boat::new("GBR 303", "Osprey", 1050),
    ]
}

#[test]
fn corrected_time_rounds_half_up() {
    let b = Boat::new("X", "x", 955);
    assert_eq!(b.corrected(3600), 3438);
    assert_eq!(b.corrected(100), 96); // 95.5
}

#[test]
fn places_by_corrected_time() {
    let f = fleet();
    let mut race = RaceResult::new();
    race.finished(&f[0], 3600).finished(&f[1], 3700).finished(&f[2], 3400);
    let order: Vec<String> = race.placed().into_iter().map(|(s, _)| s).collect();
    // corrected: 3600, 3515, 3570
    assert_eq!(order, ["GBR 202", "GBR 303", "GBR 101"]);
}

#[test]
fn non_finishers_after_finishers() {
    let f = fleet();
    let mut race = RaceResult::new();
    race.other(&f[0], Finish::Dsq).other(&f[1], Finish::Dnf).finished(&f[2], 5000);
    let codes: Vec<&str> = race.placed().iter().map(|(_, f)| f.code()).collect();
    assert_eq!(codes, ["", "DNF", "DSQ"]);
    assert_eq!(race.starters(), 3);
}

#[test]
fn did_not_start_is_not_a_starter() {
    let f = fleet();
    let mut race = RaceResult::new();
    race.other(&f[0], Finish::Dns).finished(&f[1], 100);
    assert_eq!(race.starters(), 1);
}
