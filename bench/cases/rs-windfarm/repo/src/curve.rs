//! Manufacturer power curves.

use std::fmt;

use crate::wind::STD_AIR_DENSITY;

/// Why a power curve was refused.
#[derive(Debug, Clone, PartialEq)]
pub enum CurveError {
    /// Fewer than two points were given.
    TooFewPoints,
    /// The wind speed at this index is not above the one before it.
    NotAscending { index: usize },
    /// The power at this index is negative.
    NegativePower { index: usize },
    /// The cut-out speed lies below the last point of the curve.
    CutOutBelowCurve,
}

impl fmt::Display for CurveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CurveError::TooFewPoints => write!(f, "a power curve needs at least two points"),
            CurveError::NotAscending { index } => {
                write!(f, "wind speed at point {} is not above the previous one", index)
            }
            CurveError::NegativePower { index } => write!(f, "negative power at point {}", index),
            CurveError::CutOutBelowCurve => write!(f, "cut-out speed below the end of the curve"),
        }
    }
}

impl std::error::Error for CurveError {}

/// A power curve: electrical output in kW against hub-height wind speed in m/s, measured at
/// standard air density. Below the first point (the cut-in speed) and above the cut-out speed
/// the turbine produces nothing; between the last point and cut-out it holds the last power.
#[derive(Debug, Clone, PartialEq)]
pub struct PowerCurve {
    points: Vec<(f64, f64)>,
    cut_out: f64,
}

impl PowerCurve {
    pub fn new(points: Vec<(f64, f64)>, cut_out: f64) -> Result<Self, CurveError> {
        if points.len() < 2 {
            return Err(CurveError::TooFewPoints);
        }
        for (i, pair) in points.windows(2).enumerate() {
            if pair[1].0 <= pair[0].0 {
                return Err(CurveError::NotAscending { index: i + 1 });
            }
        }
        if let Some(index) = points.iter().position(|p| p.1 < 0.0) {
            return Err(CurveError::NegativePower { index });
        }
        if cut_out < points[points.len() - 1].0 {
            return Err(CurveError::CutOutBelowCurve);
        }
        Ok(PowerCurve { points, cut_out })
    }

    pub fn points(&self) -> &[(f64, f64)] {
        &self.points
    }

    pub fn cut_in(&self) -> f64 {
        self.points[0].0
    }

    pub fn cut_out(&self) -> f64 {
        self.cut_out
    }

    /// The highest output on the curve.
    pub fn rated_kw(&self) -> f64 {
        self.points.iter().map(|p| p.1).fold(0.0, f64::max)
    }

    /// Output in kW at a hub-height wind speed, interpolating linearly between points.
    pub fn power_at(&self, speed: f64) -> f64 {
        if !speed.is_finite() || speed < self.cut_in() || speed > self.cut_out {
            return 0.0;
        }
        let last = self.points[self.points.len() - 1];
        if speed >= last.0 {
            return last.1;
        }
        let i = self.points.partition_point(|p| p.0 <= speed);
        let (v0, p0) = self.points[i - 1];
        let (v1, p1) = self.points[i];
        p0 + (p1 - p0) * (speed - v0) / (v1 - v0)
    }

    /// The curve at a site of air density `rho` (kg/m³). Thinner air carries less power, so
    /// each output is reached at a higher speed: v_site = v_std · (ρ0 / ρ)^(1/3).
    pub fn density_adjusted(&self, rho: f64) -> PowerCurve {
        let factor = (STD_AIR_DENSITY / rho).powf(1.0 / 3.0);
        let points: Vec<(f64, f64)> = self.points.iter().map(|&(v, p)| (v * factor, p)).collect();
        let last = points[points.len() - 1].0;
        PowerCurve {
            points,
            cut_out: self.cut_out.max(last),
        }
    }
}

/// The 2 MW machine the farm runs (tabulated at 1 m/s steps from cut-in).
pub fn reference_2mw() -> PowerCurve {
    PowerCurve::new(
        vec![
            (3.0, 20.0),
            (4.0, 95.0),
            (5.0, 220.0),
            (6.0, 410.0),
            (7.0, 670.0),
            (8.0, 1000.0),
            (9.0, 1370.0),
            (10.0, 1720.0),
            (11.0, 1930.0),
            (12.0, 2000.0),
        ],
        25.0,
    )
    .expect("reference curve is valid")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_bad_curves() {
        assert_eq!(PowerCurve::new(vec![(3.0, 0.0)], 25.0), Err(CurveError::TooFewPoints));
        assert_eq!(
            PowerCurve::new(vec![(3.0, 0.0), (5.0, 10.0), (5.0, 20.0)], 25.0),
            Err(CurveError::NotAscending { index: 2 })
        );
        assert_eq!(
            PowerCurve::new(vec![(3.0, -1.0), (5.0, 10.0)], 25.0),
            Err(CurveError::NegativePower { index: 0 })
        );
        assert_eq!(
            PowerCurve::new(vec![(3.0, 0.0), (5.0, 10.0)], 4.0),
            Err(CurveError::CutOutBelowCurve)
        );
    }

    #[test]
    fn interpolates_between_points() {
        let curve = reference_2mw();
        assert_eq!(curve.power_at(8.0), 1000.0);
        assert!((curve.power_at(8.5) - 1185.0).abs() < 1e-9);
        assert!((curve.power_at(3.25) - 38.75).abs() < 1e-9);
    }

    #[test]
    fn nothing_outside_the_operating_range() {
        let curve = reference_2mw();
        assert_eq!(curve.power_at(2.9), 0.0);
        assert_eq!(curve.power_at(18.0), 2000.0);
        assert_eq!(curve.power_at(25.0), 2000.0);
        assert_eq!(curve.power_at(25.1), 0.0);
        assert_eq!(curve.power_at(f64::NAN), 0.0);
    }

    #[test]
    fn thin_air_moves_the_curve_right() {
        let curve = reference_2mw();
        let thin = curve.density_adjusted(1.1);
        assert!(thin.cut_in() > curve.cut_in());
        assert!(thin.power_at(8.0) < curve.power_at(8.0));
        assert_eq!(thin.rated_kw(), 2000.0);
        let same = curve.density_adjusted(STD_AIR_DENSITY);
        assert!((same.power_at(7.5) - curve.power_at(7.5)).abs() < 1e-9);
    }
}
