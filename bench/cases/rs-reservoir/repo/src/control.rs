//! Drought control curves: the percentage-full triggers for each month.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    Normal,
    /// publicity campaign, voluntary savings
    Alert,
    /// temporary use ban
    Drought,
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            Status::Normal => "normal",
            Status::Alert => "alert",
            Status::Drought => "drought",
        };
        f.write_str(s)
    }
}

/// Percentage-full triggers by month (January first). Storage below the
/// alert curve is Alert, below the drought curve Drought.
#[derive(Debug, Clone)]
pub struct ControlCurves {
    pub alert: [f64; 12],
    pub drought: [f64; 12],
}

impl ControlCurves {
    /// The curves in the current drought plan.
    pub fn drought_plan() -> ControlCurves {
        ControlCurves {
            alert: [75.0, 78.0, 80.0, 80.0, 78.0, 72.0, 65.0, 58.0, 52.0, 50.0, 55.0, 65.0],
            drought: [50.0, 55.0, 58.0, 58.0, 55.0, 48.0, 40.0, 33.0, 28.0, 25.0, 30.0, 40.0],
        }
    }

    /// Status for a storage percentage in a month (1 to 12).
    pub fn status(&self, month: u32, percent_full: f64) -> Status {
        assert!((1..=12).contains(&month), "month {} out of range", month);
        let i = (month - 1) as usize;
        if percent_full < self.drought[i] {
            Status::Drought
        } else if percent_full < self.alert[i] {
            Status::Alert
        } else {
            Status::Normal
        }
    }

    /// How far (percentage points) storage stands above the next trigger
    /// down; negative once in drought.
    pub fn margin(&self, month: u32, percent_full: f64) -> f64 {
        let i = (month - 1) as usize;
        match self.status(month, percent_full) {
            Status::Normal => percent_full - self.alert[i],
            Status::Alert | Status::Drought => percent_full - self.drought[i],
        }
    }
}
