//! Dressage: the judges' marks become a percentage, and the phase penalty is
//! 100 minus that percentage, to one decimal place.

use crate::penalty::{Outcome, Penalties};

/// Penalty points added for each error of course.
const ERROR_OF_COURSE_PENALTY: u32 = 2;
/// The error of course that eliminates.
const ERRORS_ELIMINATED: u32 = 3;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Movement {
    pub name: String,
    pub coefficient: u32,
}

/// A dressage test: its movements and collective marks, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestSheet {
    pub name: String,
    pub movements: Vec<Movement>,
}

impl TestSheet {
    pub fn new(name: &str, movements: &[(&str, u32)]) -> TestSheet {
        TestSheet {
            name: name.to_string(),
            movements: movements
                .iter()
                .map(|(name, coefficient)| Movement {
                    name: name.to_string(),
                    coefficient: *coefficient,
                })
                .collect(),
        }
    }

    /// Highest possible total, in tenths of a mark.
    pub fn max_tenths(&self) -> u32 {
        self.movements.iter().map(|m| m.coefficient * 100).sum()
    }
}

/// One judge's marks, one per movement, in tenths (6.5 is 65).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JudgeSheet {
    pub judge: String,
    pub marks: Vec<u32>,
}

impl JudgeSheet {
    /// Marks as written on the sheet, e.g. `["7", "6.5", "8"]`.
    pub fn parse(judge: &str, marks: &[&str]) -> Result<JudgeSheet, SheetError> {
        let marks = marks
            .iter()
            .map(|m| parse_mark(m))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(JudgeSheet {
            judge: judge.to_string(),
            marks,
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DressageRide {
    pub judges: Vec<JudgeSheet>,
    pub errors_of_course: u32,
}

#[derive(Debug, PartialEq, Eq)]
pub enum SheetError {
    BadMark(String),
    WrongNumberOfMarks { judge: String, expected: usize, found: usize },
    NoJudges,
}

fn parse_mark(text: &str) -> Result<u32, SheetError> {
    let text = text.trim();
    let bad = || SheetError::BadMark(text.to_string());
    let tenths = match text.split_once('.') {
        None => text.parse::<u32>().map_err(|_| bad())? * 10,
        Some((whole, "5")) => whole.parse::<u32>().map_err(|_| bad())? * 10 + 5,
        Some((whole, "0")) => whole.parse::<u32>().map_err(|_| bad())? * 10,
        Some(_) => return Err(bad()),
    };
    if tenths > 100 {
        return Err(bad());
    }
    Ok(tenths)
}

/// One judge's percentage for the ride.
pub fn judge_percentage(test: &TestSheet, sheet: &JudgeSheet) -> Result<f64, SheetError> {
    if sheet.marks.len() != test.movements.len() {
        return Err(SheetError::WrongNumberOfMarks {
            judge: sheet.judge.clone(),
            expected: test.movements.len(),
            found: sheet.marks.len(),
        });
    }
    let total: u32 = sheet
        .marks
        .iter()
        .zip(&test.movements)
        .map(|(mark, movement)| mark * movement.coefficient)
        .sum();
    Ok(f64::from(total) * 100.0 / f64::from(test.max_tenths()))
}

/// The ride's percentage: the judges' percentages averaged.
pub fn percentage(test: &TestSheet, ride: &DressageRide) -> Result<f64, SheetError> {
    if ride.judges.is_empty() {
        return Err(SheetError::NoJudges);
    }
    let mut sum = 0.0;
    for sheet in &ride.judges {
        sum += judge_percentage(test, sheet)?;
    }
    Ok(sum / ride.judges.len() as f64)
}

/// Dressage penalties: 100 minus the percentage, rounded to one decimal
/// place, plus the penalties for errors of course.
pub fn score(test: &TestSheet, ride: &DressageRide) -> Result<Outcome, SheetError> {
    if ride.errors_of_course >= ERRORS_ELIMINATED {
        return Ok(Outcome::Eliminated(format!(
            "{} errors of course",
            ride.errors_of_course
        )));
    }
    let pct = percentage(test, ride)?;
    let tenths = ((100.0 - pct) * 10.0).round() as u32;
    let errors = Penalties::whole(ride.errors_of_course * ERROR_OF_COURSE_PENALTY);
    Ok(Outcome::Scored(Penalties::from_tenths(tenths) + errors))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn test_sheet() -> TestSheet {
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

    fn ride(marks: &[&str], errors: u32) -> DressageRide {
        DressageRide {
            judges: vec![JudgeSheet::parse("C", marks).unwrap()],
            errors_of_course: errors,
        }
    }

    #[test]
    fn parses_half_marks() {
        assert_eq!(parse_mark("6.5"), Ok(65));
        assert_eq!(parse_mark("7"), Ok(70));
        assert_eq!(parse_mark("10.0"), Ok(100));
        assert_eq!(parse_mark("6.3"), Err(SheetError::BadMark("6.3".into())));
        assert_eq!(parse_mark("11"), Err(SheetError::BadMark("11".into())));
    }

    #[test]
    fn max_marks_weight_the_coefficients() {
        assert_eq!(test_sheet().max_tenths(), 900);
    }

    #[test]
    fn percentage_and_penalty() {
        // (7 + 6.5 + 2*6 + 7 + 7.5 + 7 + 2*7) / 90 = 61 / 90 = 67.78%
        let r = ride(&["7", "6.5", "6", "7", "7.5", "7", "7"], 0);
        let pct = percentage(&test_sheet(), &r).unwrap();
        assert!((pct - 67.778).abs() < 0.001);
        assert_eq!(score(&test_sheet(), &r), Ok(Outcome::Scored(Penalties::from_tenths(322))));
    }

    #[test]
    fn judges_are_averaged() {
        let r = DressageRide {
            judges: vec![
                JudgeSheet::parse("E", &["7", "7", "7", "7", "7", "7", "7"]).unwrap(),
                JudgeSheet::parse("C", &["6", "6", "6", "6", "6", "6", "6"]).unwrap(),
            ],
            errors_of_course: 0,
        };
        assert!((percentage(&test_sheet(), &r).unwrap() - 65.0).abs() < 1e-9);
        assert_eq!(score(&test_sheet(), &r), Ok(Outcome::Scored(Penalties::whole(35))));
    }

    #[test]
    fn errors_of_course() {
        let marks = ["7", "7", "7", "7", "7", "7", "7"];
        assert_eq!(
            score(&test_sheet(), &ride(&marks, 2)),
            Ok(Outcome::Scored(Penalties::whole(34)))
        );
        assert!(matches!(
            score(&test_sheet(), &ride(&marks, 3)),
            Ok(Outcome::Eliminated(_))
        ));
    }

    #[test]
    fn wrong_number_of_marks() {
        let r = ride(&["7", "7"], 0);
        assert_eq!(
            score(&test_sheet(), &r),
            Err(SheetError::WrongNumberOfMarks {
                judge: "C".into(),
                expected: 7,
                found: 2
            })
        );
    }
}
