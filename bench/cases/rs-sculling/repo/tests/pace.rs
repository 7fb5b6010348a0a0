use sculling::pace::{pauls_law, split_500, split_for_watts, stroke_rate, time_at_split, watts};
use sculling::time::RaceTime;

fn t(s: &str) -> RaceTime {
    RaceTime::parse(s).unwrap()
}

#[test]
fn splits_per_500() {
    assert_eq!(split_500(2000, t("7:00.0")).to_string(), "1:45.0");
    assert_eq!(split_500(1000, t("3:21.3")).to_string(), "1:40.7");
}

#[test]
fn watts_and_back() {
    assert_eq!(watts(t("2:00.0")).round(), 203.0);
    assert_eq!(watts(t("1:45.0")).round(), 302.0);
    assert_eq!(split_for_watts(202.5).to_string(), "2:00.0");
}

#[test]
fn projects_times() {
    assert_eq!(time_at_split(t("1:50.0"), 2000).to_string(), "7:20.0");
    assert_eq!(pauls_law(t("7:00.0"), 2000, 6000).to_string(), "22:34.8");
}

#[test]
fn counts_stroke_rate() {
    assert_eq!(stroke_rate(17, 30.0), 34.0);
    assert_eq!(stroke_rate(11, 20.0), 33.0);
    assert_eq!(stroke_rate(7, 15.5), 27.1);
}
