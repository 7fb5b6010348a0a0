//! A BE100 section scored from the judges' sheets to the results board.

use eventing::crosscountry::{self, Fault, XcCourse, XcRound};
use eventing::dressage::{self, DressageRide, JudgeSheet, TestSheet};
use eventing::jumping::{self, JumpingCourse, JumpingRound};
use eventing::leaderboard::rank;
use eventing::report::board;
use eventing::{Card, Entry, Level, Outcome, Penalties, RideTime};

const SECTION: &str = "BE100 Section B";

fn test_106() -> TestSheet {
    TestSheet::new(
        "BE100 Test 106",
        &[
            ("Enter, halt, salute", 1),
            ("Working trot, 20 m circle", 1),
            ("Medium walk", 2),
            ("Canter, left", 1),
            ("Canter, right", 1),
            ("Paces", 1),
            ("Rider", 2),
        ],
    )
}

fn xc_course() -> XcCourse {
    XcCourse::new(Level::Be100, 2400)
}

fn sj_course() -> JumpingCourse {
    JumpingCourse::new(Level::Be100, 400)
}

struct Ride<'a> {
    number: u32,
    rider: &'a str,
    horse: &'a str,
    marks: [&'a str; 7],
    jumping: Option<JumpingRound>,
    xc: Option<XcRound>,
}

fn sj(knockdowns: u32, refusals: u32, time: &str) -> Option<JumpingRound> {
    Some(JumpingRound {
        knockdowns,
        refusals,
        fall: false,
        time: Some(RideTime::parse(time).unwrap()),
    })
}

fn xc(faults: Vec<Fault>, time: &str) -> Option<XcRound> {
    Some(XcRound {
        faults,
        time: Some(RideTime::parse(time).unwrap()),
    })
}

fn score_card(ride: &Ride) -> Card {
    let mut card = Card::new(Entry::new(ride.number, ride.rider, ride.horse, SECTION));
    let dr = DressageRide {
        judges: vec![JudgeSheet::parse("C", &ride.marks).unwrap()],
        errors_of_course: 0,
    };
    card.dressage = Some(dressage::score(&test_106(), &dr).unwrap());
    if let Some(round) = &ride.jumping {
        card.jumping = Some(jumping::score(&sj_course(), round));
    }
    if card.jumping.as_ref().map_or(false, Outcome::is_scored) {
        if let Some(round) = &ride.xc {
            card.cross_country = Some(crosscountry::score(&xc_course(), round));
            card.xc_time = round.time;
        }
    }
    card
}

fn section() -> Vec<Card> {
    let rides = [
        Ride {
            number: 21,
            rider: "Amy Cole",
            horse: "Bluebell Lad",
            marks: ["7", "7", "7.5", "7", "6.5", "7", "7"],
            jumping: sj(0, 0, "1:16.20"),
            // seven seconds inside the optimum
            xc: xc(vec![], "4:41"),
        },
        Ride {
            number: 22,
            rider: "Tom Reid",
            horse: "Kilcoe",
            marks: ["7.5", "7", "7", "7.5", "7", "7.5", "7.5"],
            jumping: sj(1, 0, "1:18.90"),
            xc: xc(vec![], "4:52"),
        },
        Ride {
            number: 23,
            rider: "Hannah Price",
            horse: "Little Dancer",
            marks: ["8", "7.5", "7.5", "8", "7.5", "8", "7.5"],
            jumping: sj(0, 0, "1:14.75"),
            xc: xc(vec![Fault::Refusal { fence: 7 }], "5:10"),
        },
        Ride {
            number: 24,
            rider: "Joe Marsh",
            horse: "Copper Kettle",
            marks: ["6.5", "7", "7", "6.5", "7", "6.5", "7"],
            jumping: sj(0, 0, "1:21.30"),
            // twenty-four seconds inside the optimum
            xc: xc(vec![], "4:24"),
        },
        Ride {
            number: 25,
            rider: "Eve Lowe",
            horse: "Seaspray",
            marks: ["7", "7.5", "7", "7", "7.5", "7.5", "7"],
            jumping: sj(1, 2, "1:40"),
            xc: None,
        },
        Ride {
            number: 26,
            rider: "Sam Hart",
            horse: "Ardnagashel",
            marks: ["6", "6.5", "6.5", "6", "6.5", "6", "6.5"],
            jumping: sj(1, 0, "1:17"),
            xc: xc(vec![Fault::RiderFall { fence: 11 }], "3:02"),
        },
        Ride {
            number: 27,
            rider: "Priya Shah",
            horse: "Fiddler's Green",
            marks: ["7", "6.5", "7", "7", "7", "7", "6.5"],
            jumping: sj(0, 0, "1:19.99"),
            // ten seconds inside the optimum
            xc: xc(vec![Fault::MissedFlag { fence: 15 }], "4:38"),
        },
    ];
    rides.iter().map(score_card).collect()
}

#[test]
fn dressage_scores() {
    let cards = section();
    let dressage: Vec<String> = cards
        .iter()
        .map(|c| c.dressage.as_ref().unwrap().penalties().unwrap().to_string())
        .collect();
    assert_eq!(dressage, ["29.4", "27.2", "23.3", "31.7", "28.3", "36.7", "31.7"]);
}

#[test]
fn cross_country_penalties() {
    let cards = section();
    let xc: Vec<Option<Penalties>> = cards
        .iter()
        .map(|c| c.cross_country.as_ref().and_then(Outcome::penalties))
        .collect();
    assert_eq!(
        xc,
        [
            Some(Penalties::ZERO),
            Some(Penalties::from_tenths(16)),
            Some(Penalties::from_tenths(288)),
            Some(Penalties::ZERO),
            None,
            None,
            Some(Penalties::whole(15)),
        ]
    );
}

#[test]
fn placings() {
    let cards = section();
    let placings = rank(&cards, xc_course().optimum_time());
    let order: Vec<(Option<u32>, u32)> = placings.iter().map(|p| (p.place, p.number)).collect();
    assert_eq!(
        order,
        [
            (Some(1), 21),
            (Some(2), 22),
            (Some(3), 24),
            (Some(4), 27),
            (Some(5), 23),
            (None, 25),
            (None, 26),
        ]
    );
}

#[test]
fn results_board() {
    let cards = section();
    let text = board(SECTION, Level::Be100, xc_course().optimum_time(), &cards);
    let expected = "\
BE100 Section B (BE100), optimum time 4:48
 Pl   No  Rider              Horse                   Dr    SJ    XC  Total
  1   21  Amy Cole           Bluebell Lad          29.4   0.0   0.0   29.4
  2   22  Tom Reid           Kilcoe                27.2   4.0   1.6   32.8
  3   24  Joe Marsh          Copper Kettle         31.7   2.0   0.0   33.7
  4   27  Priya Shah         Fiddler's Green       31.7   0.0  15.0   46.7
  5   23  Hannah Price       Little Dancer         23.3   0.0  28.8   52.1
      25  Eve Lowe           Seaspray              28.3     E     -      E
      26  Sam Hart           Ardnagashel           36.7   4.0     E      E
";
    assert_eq!(text, expected);
}
