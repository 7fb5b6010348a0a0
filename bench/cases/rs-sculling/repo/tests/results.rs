use sculling::boats::BoatClass;
use sculling::crew::{Crew, Rower};
use sculling::handicap::Category;
use sculling::results::{margin_text, placings, result_sheet, Entry};
use sculling::time::RaceTime;

fn crew(club: &str, ages: [u32; 4]) -> Crew {
    let rowers = ages.iter().enumerate().map(|(i, a)| Rower::new(&format!("{club}{}", i + 1), *a, 75.0)).collect();
    Crew::new(club, BoatClass::Quad, rowers, None).unwrap()
}

fn entries() -> Vec<Entry> {
    vec![
        // average 42.75: category B
        Entry { lane: 1, crew: crew("Tideway", [41, 44, 39, 47]), category: None, time: Some(RaceTime::parse("3:22.0").unwrap()) },
        // average 52.5: category D
        Entry { lane: 2, crew: crew("Kingston", [50, 55, 52, 53]), category: None, time: Some(RaceTime::parse("3:33.0").unwrap()) },
        // entered as C whatever the ages
        Entry { lane: 3, crew: crew("Molesey", [30, 31, 29, 34]), category: Some(Category::C), time: Some(RaceTime::parse("3:25.0").unwrap()) },
        Entry { lane: 4, crew: crew("Walton", [60, 61, 62, 63]), category: None, time: None },
    ]
}

#[test]
fn orders_on_adjusted_time() {
    let p = placings(&entries(), 1000);
    let lanes: Vec<u8> = p.iter().map(|x| x.lane).collect();
    assert_eq!(lanes, vec![3, 1, 2]);
    assert_eq!(p[0].adjusted.to_string(), "3:16.3");
    assert_eq!(p[1].adjusted.to_string(), "3:17.6");
    assert_eq!(p[2].adjusted.to_string(), "3:19.9");
}

#[test]
fn margins_behind_the_winner() {
    let p = placings(&entries(), 1000);
    let margins: Vec<u32> = p.iter().map(|x| x.margin_tenths).collect();
    assert_eq!(margins, vec![0, 13, 36]);
    assert_eq!(margin_text(0), "-");
    assert_eq!(margin_text(36), "+3.6");
}

#[test]
fn prints_the_result_sheet() {
    assert_eq!(
        result_sheet(&entries(), 1000),
        "1. lane 3 Molesey 4x (Molesey4) 3:16.3 (3:25.0) -\n\
         2. lane 1 Tideway 4x (Tideway4) 3:17.6 (3:22.0) +1.3\n\
         3. lane 2 Kingston 4x (Kingston4) 3:19.9 (3:33.0) +3.6"
    );
}

#[test]
fn crews_under_27_race_off_scratch() {
    let young = Entry { lane: 5, crew: crew("Uni", [20, 21, 22, 23]), category: None, time: Some(RaceTime::parse("3:05.0").unwrap()) };
    let p = placings(&[young], 1000);
    assert_eq!(p[0].adjusted, p[0].raw);
}
