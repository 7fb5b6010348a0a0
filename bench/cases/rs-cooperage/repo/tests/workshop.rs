use cooperage::report::job_sheet;
use cooperage::{plan_week, CaskKind, Job, StaveYard, Toast};

fn yard_of(count: usize, width_mm: u32) -> StaveYard {
    StaveYard::new(&vec![width_mm; count])
}

#[test]
fn jobs_are_raised_lightest_toast_first() {
    let jobs = vec![
        Job::new("Glenmorven", CaskKind::Hogshead, Toast::Heavy, 1),
        Job::new("Cask & Still", CaskKind::Barrique, Toast::Light, 2),
        Job::new("Ardnish", CaskKind::Quarter, Toast::Medium, 1),
    ];
    let mut yard = yard_of(300, 80);
    let plan = plan_week(&jobs, &mut yard);
    let order: Vec<(&str, Toast)> =
        plan.built.iter().map(|c| (c.customer.as_str(), c.toast)).collect();
    assert_eq!(
        order,
        vec![
            ("Cask & Still", Toast::Light),
            ("Cask & Still", Toast::Light),
            ("Ardnish", Toast::Medium),
            ("Glenmorven", Toast::Heavy),
        ]
    );
}

#[test]
fn staves_and_fire_time_add_up() {
    let jobs = vec![
        Job::new("Cask & Still", CaskKind::Barrique, Toast::Medium, 2),
        Job::new("Glenmorven", CaskKind::Puncheon, Toast::Heavy, 1),
    ];
    let mut yard = yard_of(250, 80);
    let plan = plan_week(&jobs, &mut yard);
    // barrique span 2094 mm -> 27 staves of 80 mm; puncheon 2771 mm -> 35
    assert_eq!(plan.staves_used(), 27 + 27 + 35);
    assert_eq!(plan.staves_left, 250 - 89);
    // medium barrique 35 min each, heavy puncheon 55 + 6
    assert_eq!(plan.fire_minutes, 35 + 35 + 61);
}

#[test]
fn a_job_the_yard_cannot_cover_is_short() {
    let jobs = vec![
        Job::new("Ardnish", CaskKind::Hogshead, Toast::Medium, 3),
        Job::new("Glenmorven", CaskKind::Barrique, Toast::Heavy, 1),
    ];
    let mut yard = yard_of(60, 80);
    let plan = plan_week(&jobs, &mut yard);
    assert_eq!(plan.casks_built(), 2);
    assert_eq!(plan.short.len(), 2);
    assert_eq!(plan.short[0].customer, "Ardnish");
    assert_eq!(plan.short[0].casks, 1);
    assert_eq!(plan.short[1].customer, "Glenmorven");
    assert_eq!(plan.staves_left, 4);
}

#[test]
fn job_sheet_lists_casks_and_totals() {
    let jobs = vec![Job::new("Ardnish", CaskKind::Barrique, Toast::MediumPlus, 1)];
    let mut yard = yard_of(200, 80);
    let sheet = job_sheet(&plan_week(&jobs, &mut yard));
    let lines: Vec<&str> = sheet.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].starts_with("  1. Ardnish"), "{}", lines[0]);
    assert!(lines[0].contains("medium plus"), "{}", lines[0]);
    assert!(lines[0].contains("27 staves"), "{}", lines[0]);
    assert_eq!(lines[1], "fire: 45 min, staves used: 27, left in yard: 173");
}
