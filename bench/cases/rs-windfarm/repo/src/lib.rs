//! Operations tooling for a small onshore wind farm.
//!
//! * [`curve`]: manufacturer power curves and their interpolation;
//! * [`wind`]: air density, wind shear and the Weibull distribution of wind speeds;
//! * [`scada`]: the ten-minute SCADA export of the turbines;
//! * [`availability`]: time-based availability by turbine;
//! * [`energy`]: produced and lost energy, annual energy production;
//! * [`report`]: the monthly operations summary.

pub mod availability;
pub mod curve;
pub mod energy;
pub mod report;
pub mod scada;
pub mod wind;

pub use curve::{CurveError, PowerCurve};
pub use scada::{Record, Stamp, Status};
pub use wind::Weibull;
