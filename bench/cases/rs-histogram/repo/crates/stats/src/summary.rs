/// Count, extremes and mean of a sample.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    pub count: usize,
    pub min: f64,
    pub max: f64,
    pub mean: f64,
}

impl Summary {
    /// None for an empty sample.
    pub fn of(values: &[f64]) -> Option<Summary> {
        let first = *values.first()?;
        let (mut min, mut max, mut sum) = (first, first, 0.0);
        for &v in values {
            min = min.min(v);
            max = max.max(v);
            sum += v;
        }
        Some(Summary { count: values.len(), min, max, mean: sum / values.len() as f64 })
    }
}
