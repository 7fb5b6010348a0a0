//! Splits per 500 m, ergometer watts and projections.

use crate::time::RaceTime;

/// Average split per 500 m for a piece.
pub fn split_500(distance_m: u32, time: RaceTime) -> RaceTime {
    assert!(distance_m > 0, "distance must be positive");
    RaceTime::from_secs_f64(time.as_secs_f64() * 500.0 / distance_m as f64)
}

/// Concept2 watts for a 500 m split: 2.80 / (pace in s/m)^3.
pub fn watts(split: RaceTime) -> f64 {
    let pace = split.as_secs_f64() / 500.0;
    2.80 / (pace * pace * pace)
}

/// Split per 500 m that produces `watts`.
pub fn split_for_watts(watts: f64) -> RaceTime {
    assert!(watts > 0.0, "watts must be positive");
    let pace = (2.80 / watts).cbrt();
    RaceTime::from_secs_f64(pace * 500.0)
}

/// Time over `distance_m` at a steady split.
pub fn time_at_split(split: RaceTime, distance_m: u32) -> RaceTime {
    RaceTime::from_secs_f64(split.as_secs_f64() * distance_m as f64 / 500.0)
}

/// Paul's law: each doubling of distance adds about five seconds to the split.
pub fn pauls_law(known: RaceTime, known_m: u32, target_m: u32) -> RaceTime {
    let split = split_500(known_m, known).as_secs_f64();
    let doublings = (target_m as f64 / known_m as f64).log2();
    let target_split = RaceTime::from_secs_f64(split + 5.0 * doublings);
    time_at_split(target_split, target_m)
}

/// Strokes per minute from a count over a number of seconds.
pub fn stroke_rate(strokes: u32, seconds: f64) -> f64 {
    assert!(seconds > 0.0, "seconds must be positive");
    (strokes as f64 * 60.0 / seconds * 10.0).round() / 10.0
}
