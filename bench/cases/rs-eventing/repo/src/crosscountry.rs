//! Cross-country: penalties at the fences from the jump judges' reports, and
//! time penalties against the optimum time.

use std::collections::BTreeMap;

use crate::level::Level;
use crate::penalty::{Outcome, Penalties};
use crate::time::RideTime;

const FIRST_REFUSAL: u32 = 20;
const SECOND_REFUSAL_SAME_FENCE: u32 = 40;
/// A third refusal at one fence eliminates.
const REFUSALS_AT_FENCE_ELIMINATED: u32 = 3;
/// So does a fourth refusal anywhere on the course.
const REFUSALS_ON_COURSE_ELIMINATED: u32 = 4;
const MISSED_FLAG: u32 = 15;
const FRANGIBLE_ACTIVATED: u32 = 11;
/// Time penalties per commenced second over the optimum time, in tenths.
const TIME_PENALTY_TENTHS: u32 = 4;

/// What a jump judge reports at a numbered fence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// A refusal or run-out.
    Refusal { fence: u32 },
    /// Jumped the fence but missed a flag.
    MissedFlag { fence: u32 },
    /// The fence's frangible device was activated.
    Frangible { fence: u32 },
    RiderFall { fence: u32 },
    HorseFall { fence: u32 },
    /// Missed out a fence or jumped one out of order.
    WrongCourse { fence: u32 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct XcCourse {
    pub level: Level,
    pub length_m: u32,
}

impl XcCourse {
    pub fn new(level: Level, length_m: u32) -> XcCourse {
        XcCourse { level, length_m }
    }

    pub fn optimum_time(&self) -> RideTime {
        RideTime::for_distance(self.length_m, self.level.cross_country_speed())
    }

    /// Twice the optimum time; slower than this is elimination.
    pub fn time_limit(&self) -> RideTime {
        RideTime::from_hundredths(self.optimum_time().hundredths() * 2)
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct XcRound {
    pub faults: Vec<Fault>,
    /// `None` if the rider retired on course.
    pub time: Option<RideTime>,
}

/// Penalties at the fences, or the reason for elimination.
pub fn jump_penalties(faults: &[Fault]) -> Result<Penalties, String> {
    let mut refusals_at: BTreeMap<u32, u32> = BTreeMap::new();
    let mut refusals = 0;
    let mut total = Penalties::ZERO;
    for fault in faults {
        match *fault {
            Fault::Refusal { fence } => {
                refusals += 1;
                let at_fence = refusals_at.entry(fence).or_insert(0);
                *at_fence += 1;
                if *at_fence >= REFUSALS_AT_FENCE_ELIMINATED {
                    return Err(format!("third refusal at fence {fence}"));
                }
                if refusals >= REFUSALS_ON_COURSE_ELIMINATED {
                    return Err("fourth refusal on the course".to_string());
                }
                total = total
                    + Penalties::whole(if *at_fence == 1 {
                        FIRST_REFUSAL
                    } else {
                        SECOND_REFUSAL_SAME_FENCE
                    });
            }
            Fault::MissedFlag { .. } => total = total + Penalties::whole(MISSED_FLAG),
            Fault::Frangible { .. } => total = total + Penalties::whole(FRANGIBLE_ACTIVATED),
            Fault::RiderFall { fence } => return Err(format!("fall of rider at fence {fence}")),
            Fault::HorseFall { fence } => return Err(format!("fall of horse at fence {fence}")),
            Fault::WrongCourse { fence } => return Err(format!("wrong course at fence {fence}")),
        }
    }
    Ok(total)
}

/// Time penalties: 0.4 for each second, or part of a second, over the
/// optimum time.
pub fn time_penalties(course: &XcCourse, time: RideTime) -> Penalties {
    let over = time.commenced_seconds_over(course.optimum_time());
    Penalties::per_second(over, TIME_PENALTY_TENTHS)
}

pub fn score(course: &XcCourse, round: &XcRound) -> Outcome {
    let jumps = match jump_penalties(&round.faults) {
        Ok(p) => p,
        Err(reason) => return Outcome::Eliminated(reason),
    };
    let time = match round.time {
        Some(t) => t,
        None => return Outcome::Retired,
    };
    if time > course.time_limit() {
        return Outcome::Eliminated("exceeded the time limit".to_string());
    }
    Outcome::Scored(jumps + time_penalties(course, time))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn be100() -> XcCourse {
        // 2,400 m at 500 m/min: optimum 4:48
        XcCourse::new(Level::Be100, 2400)
    }

    fn ridden(faults: Vec<Fault>, time: &str) -> XcRound {
        XcRound {
            faults,
            time: Some(RideTime::parse(time).unwrap()),
        }
    }

    #[test]
    fn optimum_time() {
        assert_eq!(be100().optimum_time(), RideTime::from_min_sec(4, 48));
        assert_eq!(XcCourse::new(Level::Novice, 3000).optimum_time(), RideTime::from_min_sec(5, 47));
    }

    #[test]
    fn clear_inside_the_time() {
        assert_eq!(score(&be100(), &ridden(vec![], "4:46")), Outcome::Scored(Penalties::ZERO));
    }

    #[test]
    fn time_penalties_per_commenced_second() {
        assert_eq!(time_penalties(&be100(), RideTime::parse("4:48").unwrap()), Penalties::ZERO);
        assert_eq!(time_penalties(&be100(), RideTime::parse("4:58").unwrap()), Penalties::whole(4));
        assert_eq!(
            time_penalties(&be100(), RideTime::parse("4:50.5").unwrap()),
            Penalties::from_tenths(12)
        );
    }

    #[test]
    fn refusals_at_the_same_fence_cost_more() {
        let faults = [Fault::Refusal { fence: 7 }, Fault::Refusal { fence: 7 }];
        assert_eq!(jump_penalties(&faults), Ok(Penalties::whole(60)));
        let faults = [Fault::Refusal { fence: 4 }, Fault::Refusal { fence: 9 }];
        assert_eq!(jump_penalties(&faults), Ok(Penalties::whole(40)));
    }

    #[test]
    fn flags_and_frangibles() {
        let faults = [Fault::MissedFlag { fence: 12 }, Fault::Frangible { fence: 5 }];
        assert_eq!(jump_penalties(&faults), Ok(Penalties::whole(26)));
    }

    #[test]
    fn eliminations() {
        let three = [
            Fault::Refusal { fence: 3 },
            Fault::Refusal { fence: 3 },
            Fault::Refusal { fence: 3 },
        ];
        assert_eq!(jump_penalties(&three), Err("third refusal at fence 3".into()));
        let four = [
            Fault::Refusal { fence: 2 },
            Fault::Refusal { fence: 5 },
            Fault::Refusal { fence: 5 },
            Fault::Refusal { fence: 11 },
        ];
        assert_eq!(jump_penalties(&four), Err("fourth refusal on the course".into()));
        let fell = ridden(vec![Fault::RiderFall { fence: 14 }], "3:10");
        assert_eq!(score(&be100(), &fell), Outcome::Eliminated("fall of rider at fence 14".into()));
        assert!(matches!(score(&be100(), &ridden(vec![], "9:40")), Outcome::Eliminated(_)));
    }

    #[test]
    fn retired() {
        let round = XcRound {
            faults: vec![Fault::Refusal { fence: 6 }],
            time: None,
        };
        assert_eq!(score(&be100(), &round), Outcome::Retired);
    }
}
