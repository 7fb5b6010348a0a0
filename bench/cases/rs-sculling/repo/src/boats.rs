//! Boat classes.

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoatClass {
    Single,
    Double,
    Pair,
    Quad,
    CoxlessFour,
    CoxedFour,
    Eight,
}

impl BoatClass {
    pub fn code(self) -> &'static str {
        match self {
            BoatClass::Single => "1x",
            BoatClass::Double => "2x",
            BoatClass::Pair => "2-",
            BoatClass::Quad => "4x",
            BoatClass::CoxlessFour => "4-",
            BoatClass::CoxedFour => "4+",
            BoatClass::Eight => "8+",
        }
    }

    pub fn parse(code: &str) -> Option<BoatClass> {
        let all = [
            BoatClass::Single,
            BoatClass::Double,
            BoatClass::Pair,
            BoatClass::Quad,
            BoatClass::CoxlessFour,
            BoatClass::CoxedFour,
            BoatClass::Eight,
        ];
        all.into_iter().find(|b| b.code() == code.trim())
    }

    /// Rowers, not counting the cox.
    pub fn rowers(self) -> usize {
        match self {
            BoatClass::Single => 1,
            BoatClass::Double | BoatClass::Pair => 2,
            BoatClass::Quad | BoatClass::CoxlessFour | BoatClass::CoxedFour => 4,
            BoatClass::Eight => 8,
        }
    }

    pub fn coxed(self) -> bool {
        matches!(self, BoatClass::CoxedFour | BoatClass::Eight)
    }

    pub fn sculling(self) -> bool {
        matches!(self, BoatClass::Single | BoatClass::Double | BoatClass::Quad)
    }

    /// Seats to fill, the cox included.
    pub fn seats(self) -> usize {
        self.rowers() + usize::from(self.coxed())
    }
}
