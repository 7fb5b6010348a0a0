//! Slot sizes and the fit test.

use std::fmt;

/// A parcel's outside measurements in millimetres.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Parcel {
    pub width: u32,
    pub height: u32,
    pub depth: u32,
}

impl Parcel {
    pub fn new(width: u32, height: u32, depth: u32) -> Self {
        Parcel { width, height, depth }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SlotSize {
    Small,
    Medium,
    Large,
}

impl SlotSize {
    pub const ALL: [SlotSize; 3] = [SlotSize::Small, SlotSize::Medium, SlotSize::Large];

    /// Inner width, height and depth in millimetres.
    pub fn inner(self) -> Parcel {
        match self {
            SlotSize::Small => Parcel::new(380, 90, 600),
            SlotSize::Medium => Parcel::new(380, 190, 600),
            SlotSize::Large => Parcel::new(380, 390, 600),
        }
    }

    /// Does the parcel go in as it is measured?
    pub fn fits(self, parcel: Parcel) -> bool {
        let inner = self.inner();
        parcel.width <= inner.width && parcel.height <= inner.height && parcel.depth <= inner.depth
    }

    /// The smallest slot size the parcel fits, if any.
    pub fn smallest_for(parcel: Parcel) -> Option<SlotSize> {
        SlotSize::ALL.into_iter().find(|s| s.fits(parcel))
    }

    pub fn letter(self) -> char {
        match self {
            SlotSize::Small => 'S',
            SlotSize::Medium => 'M',
            SlotSize::Large => 'L',
        }
    }
}

impl fmt::Display for SlotSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_grow_in_height() {
        assert!(SlotSize::Small.inner().height < SlotSize::Medium.inner().height);
        assert!(SlotSize::Medium.inner().height < SlotSize::Large.inner().height);
        assert_eq!(SlotSize::Large.to_string(), "L");
    }
}
