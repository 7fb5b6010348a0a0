//! Operational sums for an upland supply reservoir: the level–storage
//! curve, unit conversions, spill over the overflow weir, the daily water
//! balance, drought control curves and the abstraction licence.

pub mod balance;
pub mod control;
pub mod curve;
pub mod licence;
pub mod report;
pub mod weir;

pub use balance::{Day, DayResult, Reservoir};
pub use control::{ControlCurves, Status};
pub use curve::{Curve, CurveError};
pub use licence::{Breach, Licence};
