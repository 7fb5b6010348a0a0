//! Ring sizes (British Standard letters) and the metal a resize takes.

use std::f64::consts::PI;
use std::fmt;

use crate::metal::Standard;
use crate::units::grams_from_volume;

/// Inside circumference of size A in millimetres.
const SIZE_A_MM: f64 = 37.8;
/// Each whole letter adds this much circumference.
const STEP_MM: f64 = 1.25;

/// A UK ring size: a letter A to Z, optionally and a half.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RingSize {
    letter: char,
    half: bool,
}

impl RingSize {
    pub fn new(letter: char, half: bool) -> Option<RingSize> {
        let letter = letter.to_ascii_uppercase();
        if !letter.is_ascii_uppercase() || (letter == 'Z' && half) {
            return None;
        }
        Some(RingSize { letter, half })
    }

    /// Reads `N`, `N½`, `N 1/2`, `n1/2` or `N.5`.
    pub fn parse(text: &str) -> Option<RingSize> {
        let t = text.trim();
        let mut chars = t.chars();
        let letter = chars.next()?;
        let rest = chars.as_str().trim();
        let half = match rest {
            "" => false,
            "½" | "1/2" | ".5" => true,
            _ => return None,
        };
        RingSize::new(letter, half)
    }

    pub fn letter(self) -> char {
        self.letter
    }

    pub fn is_half(self) -> bool {
        self.half
    }

    /// Half-size steps above size A.
    pub fn half_steps(self) -> i32 {
        (self.letter as i32 - 'A' as i32) * 2 + self.half as i32
    }

    fn from_half_steps(steps: i32) -> Option<RingSize> {
        if !(0..=50).contains(&steps) {
            return None;
        }
        let letter = (b'A' + (steps / 2) as u8) as char;
        RingSize::new(letter, steps % 2 == 1)
    }

    pub fn circumference_mm(self) -> f64 {
        SIZE_A_MM + self.half_steps() as f64 * STEP_MM / 2.0
    }

    pub fn diameter_mm(self) -> f64 {
        self.circumference_mm() / PI
    }

    /// The nearest size to a measured inside circumference, if it is on the scale.
    pub fn from_circumference(mm: f64) -> Option<RingSize> {
        let steps = ((mm - SIZE_A_MM) / (STEP_MM / 2.0)).round() as i32;
        RingSize::from_half_steps(steps)
    }

    /// Moves up (positive) or down (negative) by a number of half sizes.
    pub fn offset(self, half_steps: i32) -> Option<RingSize> {
        RingSize::from_half_steps(self.half_steps() + half_steps)
    }
}

impl fmt::Display for RingSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.half {
            write!(f, "{}½", self.letter)
        } else {
            write!(f, "{}", self.letter)
        }
    }
}

/// The section of a band as seen cut across.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Flat,
    Court,
    DShape,
}

impl Shape {
    /// Share of the width × thickness rectangle that the section fills.
    pub fn fill_factor(self) -> f64 {
        match self {
            Shape::Flat => 1.0,
            Shape::Court => 0.88,
            Shape::DShape => PI / 4.0,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Profile {
    pub shape: Shape,
    pub width_mm: f64,
    pub thickness_mm: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Stretched on the mandrel, no metal added.
    Stretch,
    /// Compressed in a reducing block, no metal taken out.
    Compress,
    /// Cut, a piece of matching metal soldered in.
    CutAndAdd,
    /// Cut, a piece taken out and the joint soldered.
    CutAndRemove,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Resize {
    pub method: Method,
    /// Change of inside circumference, positive when sizing up.
    pub change_mm: f64,
    /// Metal added (positive) or cut out (negative), in grams.
    pub metal_grams: f64,
}

/// Largest change a plain band can be stretched or compressed by: one whole size.
pub const MAX_STRETCH_MM: f64 = STEP_MM;

/// How a ring is taken from one size to another and how much metal that moves.
/// Stone-set rings are always cut, since stretching would loosen the settings.
pub fn resize(from: RingSize, to: RingSize, profile: &Profile, standard: Standard, stone_set: bool) -> Resize {
    let change_mm = to.circumference_mm() - from.circumference_mm();
    let small = change_mm.abs() <= MAX_STRETCH_MM + 1e-9;
    let method = match (change_mm >= 0.0, small && !stone_set) {
        (true, true) => Method::Stretch,
        (false, true) => Method::Compress,
        (true, false) => Method::CutAndAdd,
        (false, false) => Method::CutAndRemove,
    };
    let metal_grams = match method {
        Method::Stretch | Method::Compress => 0.0,
        Method::CutAndAdd | Method::CutAndRemove => {
            let area = profile.width_mm * profile.thickness_mm * profile.shape.fill_factor();
            let grams = grams_from_volume(change_mm.abs() * area, standard.density());
            if change_mm < 0.0 {
                -grams
            } else {
                grams
            }
        }
    };
    Resize { method, change_mm, metal_grams }
}
