//! Boats and their handicaps.

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Boat {
    pub sail: String,
    pub name: String,
    /// time correction factor in thousandths: 1000 is scratch, 950 a slower boat
    pub tcf_milli: u32,
}

impl Boat {
    pub fn new(sail: &str, name: &str, tcf_milli: u32) -> Boat {
        assert!(tcf_milli > 0, "a TCF of zero would give every boat a corrected time of zero");
        Boat { sail: sail.to_string(), name: name.to_string(), tcf_milli }
    }

    /// Corrected seconds for an elapsed time, rounded to the nearest second (halves up).
    pub fn corrected(&self, elapsed_secs: u32) -> u32 {
        let scaled = u64::from(elapsed_secs) * u64::from(self.tcf_milli);
        ((scaled + 500) / 1000) as u32
    }
}
