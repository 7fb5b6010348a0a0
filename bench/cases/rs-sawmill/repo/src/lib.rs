//! A small sawmill: cutting yield, the drying yard and quotes for sawn timber.

pub mod cutting;
pub mod money;
pub mod pricing;
pub mod yard;

/// A sawn board's nominal size in millimetres.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Board {
    pub thickness_mm: u32,
    pub width_mm: u32,
    pub length_mm: u32,
}

impl Board {
    pub const fn new(thickness_mm: u32, width_mm: u32, length_mm: u32) -> Self {
        Board { thickness_mm, width_mm, length_mm }
    }

    /// Volume in cubic centimetres (millimetre products overflow u32 for long boards, so widen first).
    pub fn volume_cm3(&self) -> u64 {
        u64::from(self.thickness_mm) * u64::from(self.width_mm) * u64::from(self.length_mm) / 1000
    }
}
