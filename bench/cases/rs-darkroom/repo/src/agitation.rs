//! Agitation schedules for small inversion tanks.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Agitation {
    /// Agitate all the way through (the stop bath, or rotary processing).
    Continuous,
    /// `first` seconds of inversions when the tank is filled, then `length`
    /// seconds of inversions starting every `every` seconds.
    Inversions { first: u32, every: u32, length: u32 },
    /// Agitation on filling only, then the tank stands.
    Stand { first: u32 },
    /// No agitation (washing by fill and dump, wetting agent).
    Still,
}

impl Agitation {
    /// Four inversions in the first ten seconds, then four every minute.
    pub const ILFORD: Agitation = Agitation::Inversions { first: 10, every: 60, length: 10 };
    /// Thirty seconds at the start, then five seconds every thirty.
    pub const KODAK: Agitation = Agitation::Inversions { first: 30, every: 30, length: 5 };

    /// The (start, length) in seconds of each agitation period during a step
    /// of `seconds`. A period must finish before the tank is drained.
    pub fn periods(&self, seconds: u32) -> Vec<(u32, u32)> {
        match *self {
            Agitation::Continuous => vec![(0, seconds)],
            Agitation::Inversions { first, every, length } => {
                let mut out = vec![(0, first.min(seconds))];
                let mut at = every;
                while every > 0 && at + length <= seconds {
                    out.push((at, length));
                    at += every;
                }
                out
            }
            Agitation::Stand { first } => vec![(0, first.min(seconds))],
            Agitation::Still => Vec::new(),
        }
    }

    /// Seconds of agitation in a step of `seconds`.
    pub fn agitated_seconds(&self, seconds: u32) -> u32 {
        self.periods(seconds).iter().map(|(_, length)| length).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ilford_every_minute() {
        let periods = Agitation::ILFORD.periods(270);
        assert_eq!(periods, vec![(0, 10), (60, 10), (120, 10), (180, 10), (240, 10)]);
        assert_eq!(Agitation::ILFORD.agitated_seconds(270), 50);
    }

    #[test]
    fn period_must_end_before_the_step() {
        assert_eq!(Agitation::ILFORD.periods(245).len(), 4);
        assert_eq!(Agitation::ILFORD.periods(250).len(), 5);
    }

    #[test]
    fn kodak_every_half_minute() {
        assert_eq!(Agitation::KODAK.periods(90), vec![(0, 30), (30, 5), (60, 5)]);
    }

    #[test]
    fn stand_and_still() {
        assert_eq!(Agitation::Stand { first: 30 }.periods(3600), vec![(0, 30)]);
        assert!(Agitation::Still.periods(120).is_empty());
        assert_eq!(Agitation::Continuous.agitated_seconds(60), 60);
    }
}
