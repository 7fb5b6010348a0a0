//! Paddocks: their size, how many horses they carry and how long they rest.

/// Livestock units per hectare a paddock carries in the grazing season,
/// in hundredths (150 = 1.5 LU/ha).
pub const STOCKING_RATE: u32 = 150;

/// Days a paddock must rest after it is vacated before it is grazed again.
pub const REST_DAYS: u32 = 28;

#[derive(Debug, Clone, PartialEq)]
pub struct Paddock {
    pub name: String,
    /// Area in hundredths of a hectare.
    pub area: u32,
    /// Sward height in centimetres when last measured.
    pub sward_cm: u32,
    /// Shelter (a field shelter or a thick hedge) for winter turnout.
    pub shelter: bool,
}

impl Paddock {
    pub fn new(name: &str, area: u32, sward_cm: u32) -> Paddock {
        Paddock {
            name: name.to_string(),
            area,
            sward_cm,
            shelter: false,
        }
    }

    pub fn with_shelter(mut self) -> Paddock {
        self.shelter = true;
        self
    }

    /// Grazing load the paddock carries, in hundredths of a livestock unit.
    pub fn capacity(&self) -> u32 {
        self.area * STOCKING_RATE / 100
    }

    pub fn can_carry(&self, load: u32) -> bool {
        load <= self.capacity()
    }

    /// Grass is worth turning out on from 8 cm; below 4 cm it is grazed out.
    pub fn has_grass(&self) -> bool {
        self.sward_cm >= 8
    }

    pub fn grazed_out(&self) -> bool {
        self.sward_cm < 4
    }
}
