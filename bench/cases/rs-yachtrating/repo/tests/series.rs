use yachtrating::{Boat, Finish, RaceResult, Series};

fn series() -> Series {
    Series::new(vec![
        Boat::new("101", "Kittiwake", 1000),
        Boat::new("202", "Merlin", 1000),
        Boat::new("303", "Osprey", 1000),
        Boat::new("404", "Puffin", 1000),
    ])
}

#[test]
fn finishers_score_their_place() {
    let s = series();
    let mut race = RaceResult::new();
    race.finished(&s.boats[2], 100).finished(&s.boats[0], 200).finished(&s.boats[1], 300).finished(&s.boats[3], 400);
    let points = s.score_race(&race);
    assert_eq!(points["303"], 1);
    assert_eq!(points["101"], 2);
    assert_eq!(points["404"], 4);
}

#[test]
fn did_not_finish_scores_starters_plus_one() {
    let s = series();
    let mut race = RaceResult::new();
    race.finished(&s.boats[0], 100).other(&s.boats[1], Finish::Dnf).other(&s.boats[2], Finish::Dns);
    // 404 is missing: did not start
    let points = s.score_race(&race);
    assert_eq!(points["101"], 1);
    assert_eq!(points["202"], 3); // two starters
    assert_eq!(points["303"], 5); // four entries
    assert_eq!(points["404"], 5);
}

#[test]
fn standings_lowest_total_first_ties_on_last_race() {
    let mut s = series();
    let b = s.boats.clone();
    let mut r1 = RaceResult::new();
    r1.finished(&b[0], 100).finished(&b[1], 200).finished(&b[2], 300).finished(&b[3], 400);
    let mut r2 = RaceResult::new();
    r2.finished(&b[1], 100).finished(&b[0], 200).finished(&b[3], 300).other(&b[2], Finish::Dsq);
    s.add_race(r1);
    s.add_race(r2);
    let table = s.standings();
    let sails: Vec<&str> = table.iter().map(|t| t.sail.as_str()).collect();
    // 101: 1+2=3, 202: 2+1=3 (better last race), 404: 4+3=7, 303: 3+5=8
    assert_eq!(sails, ["202", "101", "404", "303"]);
    assert_eq!(table[3].races, [3, 5]);
}
