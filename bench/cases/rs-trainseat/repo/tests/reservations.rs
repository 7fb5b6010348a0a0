use trainseat::{Coach, Error, Preference, Route, SeatId, Train};

fn train() -> Train {
    let route = Route::new(["Penzance", "St Erth", "Truro", "Par", "Plymouth", "Exeter"]);
    Train::new(route, vec![Coach::new('A', 2), Coach::new('B', 1)])
}

fn ids(seats: &[SeatId]) -> Vec<String> {
    seats.iter().map(|s| s.to_string()).collect()
}

#[test]
fn a_party_sits_together() {
    let mut t = train();
    let seats = t.reserve("Penzance", "Exeter", &["Ann", "Bob", "Cat"], Preference::Any).unwrap();
    assert_eq!(ids(&seats), ["A1", "A2", "A3"]);
}

#[test]
fn window_seats_first() {
    let mut t = train();
    let seats = t.reserve("Truro", "Plymouth", &["Ann", "Bob"], Preference::Window).unwrap();
    assert_eq!(ids(&seats), ["A1", "A4"]);
}

#[test]
fn a_seat_is_sold_again_once_its_passenger_gets_off() {
    let mut t = train();
    t.reserve("Penzance", "Truro", &["Ann"], Preference::Any).unwrap();
    let seats = t.reserve("Truro", "Exeter", &["Bob"], Preference::Any).unwrap();
    assert_eq!(ids(&seats), ["A1"]);
    let seats = t.reserve("St Erth", "Par", &["Cat"], Preference::Any).unwrap();
    assert_eq!(ids(&seats), ["A2"]);
}

#[test]
fn a_full_coach_sends_the_party_to_the_next() {
    let mut t = train();
    let names: Vec<&str> = vec!["p"; 6];
    t.reserve("Penzance", "Plymouth", &names, Preference::Any).unwrap();
    let seats = t.reserve("Par", "Exeter", &["Ann", "Bob", "Cat"], Preference::Any).unwrap();
    assert_eq!(ids(&seats), ["B1", "B2", "B3"]);
    let seats = t.reserve("Plymouth", "Exeter", &["Dan", "Eve", "Fay", "Gus", "Hal"], Preference::Any).unwrap();
    assert_eq!(ids(&seats), ["A1", "A2", "A3", "A4", "A5"]);
}

#[test]
fn too_many_for_the_train() {
    let mut t = train();
    let names: Vec<&str> = vec!["p"; 13];
    assert_eq!(
        t.reserve("Penzance", "Par", &names, Preference::Any),
        Err(Error::NotEnoughSeats { wanted: 13, free: 12 })
    );
}

#[test]
fn journeys_must_go_forward() {
    let mut t = train();
    assert!(matches!(t.reserve("Exeter", "Truro", &["Ann"], Preference::Any), Err(Error::WrongDirection { .. })));
    assert_eq!(t.reserve("Truro", "Bodmin", &["Ann"], Preference::Any), Err(Error::UnknownStation("Bodmin".into())));
}

#[test]
fn free_seats_between_two_stations() {
    let mut t = train();
    t.reserve("St Erth", "Par", &["Ann", "Bob"], Preference::Any).unwrap();
    assert_eq!(t.free_seats("Penzance", "St Erth").unwrap().len(), 12);
    assert_eq!(t.free_seats("Par", "Exeter").unwrap().len(), 12);
    assert_eq!(t.free_seats("Truro", "Exeter").unwrap().len(), 10);
}
