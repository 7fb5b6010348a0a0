//! Show jumping: four penalties a fence down, four for the first refusal,
//! and one for each second, or part of a second, over the time allowed.

use crate::level::Level;
use crate::penalty::{Outcome, Penalties};
use crate::time::RideTime;

const KNOCKDOWN: u32 = 4;
const FIRST_REFUSAL: u32 = 4;
/// Time penalties per commenced second over the time allowed, in tenths.
const TIME_PENALTY_TENTHS: u32 = 10;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JumpingCourse {
    pub level: Level,
    pub length_m: u32,
}

impl JumpingCourse {
    pub fn new(level: Level, length_m: u32) -> JumpingCourse {
        JumpingCourse { level, length_m }
    }

    pub fn time_allowed(&self) -> RideTime {
        RideTime::for_distance(self.length_m, self.level.jumping_speed())
    }

    /// Twice the time allowed; slower than this is elimination.
    pub fn time_limit(&self) -> RideTime {
        RideTime::from_hundredths(self.time_allowed().hundredths() * 2)
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct JumpingRound {
    pub knockdowns: u32,
    pub refusals: u32,
    pub fall: bool,
    /// `None` if the rider retired on course.
    pub time: Option<RideTime>,
}

pub fn score(course: &JumpingCourse, round: &JumpingRound) -> Outcome {
    if round.fall {
        return Outcome::Eliminated("fall".to_string());
    }
    if round.refusals >= 2 {
        return Outcome::Eliminated("second refusal".to_string());
    }
    let time = match round.time {
        Some(t) => t,
        None => return Outcome::Retired,
    };
    if time > course.time_limit() {
        return Outcome::Eliminated("exceeded the time limit".to_string());
    }
    let jumps = Penalties::whole(round.knockdowns * KNOCKDOWN + round.refusals * FIRST_REFUSAL);
    let seconds = time.commenced_seconds_over(course.time_allowed());
    Outcome::Scored(jumps + Penalties::per_second(seconds, TIME_PENALTY_TENTHS))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn course() -> JumpingCourse {
        // 400 m at 300 m/min: 80 seconds allowed
        JumpingCourse::new(Level::Be100, 400)
    }

    fn round(knockdowns: u32, refusals: u32, time: &str) -> JumpingRound {
        JumpingRound {
            knockdowns,
            refusals,
            fall: false,
            time: Some(RideTime::parse(time).unwrap()),
        }
    }

    #[test]
    fn time_allowed_from_length() {
        assert_eq!(course().time_allowed(), RideTime::from_secs(80));
        assert_eq!(course().time_limit(), RideTime::from_secs(160));
        assert_eq!(JumpingCourse::new(Level::Novice, 420).time_allowed(), RideTime::from_secs(78));
    }

    #[test]
    fn clear_inside_the_time() {
        assert_eq!(score(&course(), &round(0, 0, "1:16.40")), Outcome::Scored(Penalties::ZERO));
    }

    #[test]
    fn fences_refusal_and_time() {
        assert_eq!(score(&course(), &round(2, 0, "1:19")), Outcome::Scored(Penalties::whole(8)));
        assert_eq!(score(&course(), &round(1, 1, "1:22.10")), Outcome::Scored(Penalties::whole(11)));
    }

    #[test]
    fn eliminations() {
        assert!(matches!(score(&course(), &round(0, 2, "1:30")), Outcome::Eliminated(_)));
        assert!(matches!(score(&course(), &round(0, 0, "2:41")), Outcome::Eliminated(_)));
        let fell = JumpingRound { fall: true, ..round(0, 0, "1:10") };
        assert_eq!(score(&course(), &fell), Outcome::Eliminated("fall".into()));
        let retired = JumpingRound { time: None, ..Default::default() };
        assert_eq!(score(&course(), &retired), Outcome::Retired);
    }
}
