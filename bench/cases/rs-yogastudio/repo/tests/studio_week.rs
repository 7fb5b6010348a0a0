//! The first week of March at the studio, from the timetable to the payroll.

use yogastudio::{Date, DateTime, Desk, PassBook, PassKind, Payroll, Policy, Rates, Style, Timetable, Weekday};

const MON_RES: &str = "2024-03-04/MON-1830-RES";

fn d(text: &str) -> Date {
    Date::parse(text).unwrap()
}

fn at(text: &str) -> DateTime {
    DateTime::parse(text).unwrap()
}

fn timetable() -> Timetable {
    let mut t = Timetable::new();
    t.add_room("Main", 20);
    t.add_room("Garden", 8);
    t.add_slot(Weekday::Mon, "07:00", 60, Style::Vinyasa, "Main", "Rosa").unwrap();
    t.add_slot(Weekday::Mon, "18:30", 75, Style::Hatha, "Main", "Tom").unwrap();
    t.add_slot(Weekday::Mon, "18:30", 60, Style::Restorative, "Garden", "Ines").unwrap();
    t.add_slot(Weekday::Wed, "12:15", 45, Style::Yin, "Garden", "Ines").unwrap();
    t.add_slot(Weekday::Thu, "18:30", 90, Style::Ashtanga, "Main", "Rosa").unwrap();
    t.add_slot(Weekday::Sat, "09:00", 75, Style::Vinyasa, "Main", "Tom").unwrap();
    t
}

fn week() -> Desk {
    let timetable = timetable();
    let mut passes = PassBook::new();
    let bought = d("2024-03-01");
    passes.sell("ana", PassKind::Unlimited { days: 30 }, bought);
    passes.sell("ben", PassKind::Pack { classes: 10, valid_days: 90 }, bought);
    passes.sell("cal", PassKind::Pack { classes: 5, valid_days: 60 }, bought);
    passes.sell("dee", PassKind::DropIn, bought);
    passes.sell("eve", PassKind::Pack { classes: 10, valid_days: 90 }, bought);
    passes.sell("fin", PassKind::Pack { classes: 5, valid_days: 60 }, bought);
    passes.sell("gus", PassKind::DropIn, bought);

    let mut desk = Desk::new(passes, Policy::default());
    desk.open(timetable.week(d("2024-03-04")));

    let saturday = at("2024-03-02 10:00");
    let bookings = [
        ("2024-03-04/MON-0700-VIN", &["ana", "eve"][..]),
        (MON_RES, &["ana", "ben", "cal", "dee", "eve", "fin", "gus"][..]),
        ("2024-03-06/WED-1215-YIN", &["ben", "cal", "fin"][..]),
        ("2024-03-07/THU-1830-ASH", &["ana", "cal", "eve", "gus"][..]),
        ("2024-03-09/SAT-0900-VIN", &["ben", "eve"][..]),
    ];
    for (session, members) in bookings {
        for member in members {
            desk.book(member, session, saturday).unwrap();
        }
    }

    // Sunday evening: cal can't make Monday after all (in good time).
    desk.cancel("cal", MON_RES, at("2024-03-03 20:00")).unwrap();
    // Monday lunchtime: dee cancels too late to get her drop-in back.
    desk.cancel("dee", MON_RES, at("2024-03-04 12:00")).unwrap();

    // Everybody booked turns up, except ben on Monday evening.
    let sessions: Vec<String> = desk.rolls().map(|r| r.session.id.clone()).collect();
    for session in sessions {
        let members: Vec<String> =
            desk.roll(&session).unwrap().booked.iter().map(|(m, _)| m.clone()).collect();
        for member in members {
            if !(session == MON_RES && member == "ben") {
                desk.check_in(&member, &session).unwrap();
            }
        }
    }
    desk
}

#[test]
fn monday_restorative_roll() {
    let desk = week();
    let roll = desk.roll(MON_RES).unwrap();
    let booked: Vec<&str> = roll.booked.iter().map(|(m, _)| m.as_str()).collect();
    assert_eq!(booked, ["ana", "ben", "eve", "fin"]);
    assert_eq!(roll.waitlist, ["gus"]);
    assert_eq!(desk.no_shows(MON_RES).unwrap(), ["ben"]);
}

#[test]
fn passes_at_the_end_of_the_week() {
    let desk = week();
    let sunday = d("2024-03-10");
    let left = |m: &str| desk.passes.classes_left(m, sunday);
    assert_eq!(left("ana"), None);
    assert_eq!(left("ben"), Some(7));
    assert_eq!(left("cal"), Some(3));
    assert_eq!(left("dee"), Some(0));
    assert_eq!(left("eve"), Some(6));
    assert_eq!(left("fin"), Some(3));
    assert_eq!(left("gus"), Some(0));
}

#[test]
fn attendance_by_class() {
    let desk = week();
    let counts: Vec<(String, usize)> =
        desk.rolls().map(|r| (r.session.slot.clone(), r.attended.len())).collect();
    assert_eq!(
        counts,
        [
            ("MON-0700-VIN".to_string(), 2),
            ("MON-1830-HAT".to_string(), 0),
            ("MON-1830-RES".to_string(), 3),
            ("WED-1215-YIN".to_string(), 3),
            ("THU-1830-ASH".to_string(), 4),
            ("SAT-0900-VIN".to_string(), 2),
        ]
    );
}

#[test]
fn payroll_for_the_week() {
    let desk = week();
    let payroll = Payroll::run(&desk, Rates::default(), d("2024-03-04"), d("2024-03-10"));
    assert_eq!(payroll.slips["Ines"].classes, 2);
    assert_eq!(payroll.slips["Ines"].pence, 7000);
    assert_eq!(payroll.slips["Rosa"].pence, 3500 + 4500);
    // Tom's Monday Hatha had nobody booked, so only Saturday is paid
    assert_eq!(payroll.slips["Tom"].classes, 1);
    assert_eq!(
        payroll.render(),
        "Instructor pay 2024-03-04 to 2024-03-10\n\
         Ines        2 classes   6 students  £70.00\n\
         Rosa        2 classes   6 students  £80.00\n\
         Tom         1 classes   2 students  £45.00\n\
         Total                               £195.00\n"
    );
}
