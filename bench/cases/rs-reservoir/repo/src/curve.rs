//! The level–storage curve from the bathymetric survey.

use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub enum CurveError {
    TooFewPoints,
    NotIncreasing { index: usize },
    OutOfRange { value: f64 },
}

impl fmt::Display for CurveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CurveError::TooFewPoints => write!(f, "a curve needs at least two points"),
            CurveError::NotIncreasing { index } => {
                write!(f, "curve point {} does not rise above the one before", index)
            }
            CurveError::OutOfRange { value } => write!(f, "{} is outside the surveyed curve", value),
        }
    }
}

impl std::error::Error for CurveError {}

/// Surveyed points of (level in metres above datum, storage in megalitres),
/// both strictly increasing.
#[derive(Debug, Clone)]
pub struct Curve {
    points: Vec<(f64, f64)>,
}

impl Curve {
    pub fn new(points: Vec<(f64, f64)>) -> Result<Curve, CurveError> {
        if points.len() < 2 {
            return Err(CurveError::TooFewPoints);
        }
        for i in 1..points.len() {
            if points[i].0 <= points[i - 1].0 || points[i].1 <= points[i - 1].1 {
                return Err(CurveError::NotIncreasing { index: i });
            }
        }
        Ok(Curve { points })
    }

    pub fn bottom_level(&self) -> f64 {
        self.points[0].0
    }

    pub fn top_level(&self) -> f64 {
        self.points[self.points.len() - 1].0
    }

    pub fn capacity(&self) -> f64 {
        self.points[self.points.len() - 1].1
    }

    /// Storage (Ml) at a level, interpolating linearly between survey points.
    pub fn storage_at(&self, level: f64) -> Result<f64, CurveError> {
        interpolate(&self.points, level, |p| p.0, |p| p.1)
    }

    /// Level (m) at a storage, the inverse of [`Curve::storage_at`].
    pub fn level_at(&self, storage: f64) -> Result<f64, CurveError> {
        interpolate(&self.points, storage, |p| p.1, |p| p.0)
    }

    /// Storage as a percentage of capacity.
    pub fn percent_full(&self, storage: f64) -> f64 {
        storage / self.capacity() * 100.0
    }
}

fn interpolate(
    points: &[(f64, f64)],
    x: f64,
    key: impl Fn(&(f64, f64)) -> f64,
    value: impl Fn(&(f64, f64)) -> f64,
) -> Result<f64, CurveError> {
    let first = key(&points[0]);
    let last = key(&points[points.len() - 1]);
    if x < first || x > last {
        return Err(CurveError::OutOfRange { value: x });
    }
    for pair in points.windows(2) {
        let (x0, x1) = (key(&pair[0]), key(&pair[1]));
        if x <= x1 {
            let (y0, y1) = (value(&pair[0]), value(&pair[1]));
            return Ok(y0 + (x - x0) / (x1 - x0) * (y1 - y0));
        }
    }
    Ok(value(&points[points.len() - 1]))
}
