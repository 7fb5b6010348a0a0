use millinery::measure::format_inches;
use millinery::sizes::{eu_size, letter_size, uk_label, us_label, us_size};
use millinery::Length;

// head (cm), tape (in), US, UK, EU, letter: the chart on the workroom wall
const CHART: [(f64, &str, &str, &str, u32, &str); 10] = [
    (53.0, "20 7/8 in", "6 5/8", "6 1/2", 53, "XS"),
    (54.0, "21 1/4 in", "6 3/4", "6 5/8", 54, "S"),
    (55.0, "21 5/8 in", "6 7/8", "6 3/4", 55, "S"),
    (55.8, "22 in", "7", "6 7/8", 56, "M"),
    (56.5, "22 1/4 in", "7 1/8", "7", 57, "M"),
    (57.5, "22 5/8 in", "7 1/4", "7 1/8", 58, "L"),
    (58.5, "23 in", "7 3/8", "7 1/4", 59, "L"),
    (59.7, "23 1/2 in", "7 1/2", "7 3/8", 60, "XL"),
    (61.0, "24 in", "7 5/8", "7 1/2", 61, "XL"),
    (62.5, "24 5/8 in", "7 7/8", "7 3/4", 63, "XXL"),
];

#[test]
fn size_chart() {
    for (cm, tape, us, uk, eu, letter) in CHART {
        let head = Length::cm(cm);
        assert_eq!(format_inches(head), tape, "tape reading for {} cm", cm);
        assert_eq!(us_label(head), us, "US size for {} cm", cm);
        assert_eq!(uk_label(head), uk, "UK size for {} cm", cm);
        assert_eq!(eu_size(head), eu, "EU size for {} cm", cm);
        assert_eq!(letter_size(head), letter, "letter size for {} cm", cm);
    }
}

#[test]
fn us_size_is_head_diameter_in_inches() {
    let head = Length::inches(22.0);
    assert!((us_size(head) - 7.0028).abs() < 1e-4);
    assert_eq!(us_label(head), "7");
    assert_eq!(uk_label(head), "6 7/8");
}

#[test]
fn uk_runs_an_eighth_below_us() {
    for cm in [54.0, 56.0, 58.0, 60.0] {
        let head = Length::cm(cm);
        let us = millinery::fraction::parse_mixed(&us_label(head)).unwrap();
        let uk = millinery::fraction::parse_mixed(&uk_label(head)).unwrap();
        assert_eq!(us - uk, 0.125, "{} cm", cm);
    }
}
