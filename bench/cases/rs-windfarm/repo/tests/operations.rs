use windfarm::availability::{by_turbine, time_availability};
use windfarm::curve::reference_2mw;
use windfarm::energy::{energy_availability, lost_kwh, produced_kwh};
use windfarm::report::{monthly, render};
use windfarm::scada::parse_log;
use windfarm::Status;

fn export() -> Vec<windfarm::Record> {
    parse_log(include_str!("data/cnoc-ard.csv")).expect("fixture parses")
}

#[test]
fn reads_the_export() {
    let records = export();
    assert_eq!(records.len(), 36);
    assert_eq!(records[0].stamp.to_string(), "2024-02-29 23:00");
    assert_eq!(records.iter().filter(|r| r.status == Status::Fault(312)).count(), 3);
}

#[test]
fn availability_of_each_turbine() {
    let records = export();
    let by = by_turbine(&records);
    // WT01: 2 maintenance periods out of 17 counted (1 grid outage left out)
    assert!((by["WT01"] - 15.0 / 17.0).abs() < 1e-12, "WT01 {}", by["WT01"]);
    // WT02: 3 fault periods out of 17 counted
    assert!((by["WT02"] - 14.0 / 17.0).abs() < 1e-12, "WT02 {}", by["WT02"]);
    let farm = time_availability(&records).unwrap();
    assert!((farm - 29.0 / 34.0).abs() < 1e-12);
}

#[test]
fn energy_of_the_fixture() {
    let records = export();
    let curve = reference_2mw();
    let produced = produced_kwh(&records);
    let lost = lost_kwh(&records, &curve);
    assert!((produced - 2271.92).abs() < 0.01, "produced {}", produced);
    assert!((lost - 524.5).abs() < 0.01, "lost {}", lost);
    let ea = energy_availability(&records, &curve).unwrap();
    assert!((ea - produced / (produced + lost)).abs() < 1e-12);
}

#[test]
fn monthly_report() {
    let records = export();
    let curve = reference_2mw();
    let months = monthly(&records, &curve);
    assert_eq!(months.len(), 2);
    assert_eq!((months[0].year, months[0].month), (2024, 2));
    assert_eq!(
        render(&months),
        "Month      Prod MWh  Lost MWh   Avail\n\
         Feb 2024        1.4       0.3   83.3%\n\
         Mar 2024        0.8       0.2   86.4%\n\
         Total           2.3       0.5\n"
    );
}
