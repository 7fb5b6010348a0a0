use sculling::boats::BoatClass;
use sculling::crew::{Crew, CrewError, Rower};

pub fn quad() -> Crew {
    Crew::new(
        "Tideway Scullers",
        BoatClass::Quad,
        vec![
            Rower::new("Ines", 41, 68.5),
            Rower::new("Maud", 44, 71.0),
            Rower::new("Orla", 39, 66.0),
            Rower::new("Petra", 47, 70.5),
        ],
        None,
    )
    .unwrap()
}

#[test]
fn builds_crews() {
    let c = quad();
    assert_eq!(c.stroke().name, "Petra");
    assert_eq!(c.label(), "Tideway Scullers 4x (Petra)");
}

#[test]
fn checks_crew_size_and_cox() {
    let r = vec![Rower::new("A", 30, 80.0)];
    assert_eq!(
        Crew::new("X", BoatClass::Double, r.clone(), None),
        Err(CrewError::WrongSize { class: "2x", expected: 2, got: 1 })
    );
    assert_eq!(Crew::new("X", BoatClass::Single, r.clone(), Some("Cox")), Err(CrewError::NoCoxSeat("1x")));
    let four = vec![r[0].clone(), r[0].clone(), r[0].clone(), r[0].clone()];
    assert_eq!(Crew::new("X", BoatClass::CoxedFour, four, None), Err(CrewError::CoxNeeded("4+")));
}

#[test]
fn averages() {
    let c = quad();
    assert_eq!(c.average_age(), 42.75);
    assert_eq!(c.average_weight(), 69.0);
    assert_eq!(c.heaviest().name, "Maud");
}
