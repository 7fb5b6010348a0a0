use crate::Summary;

/// Equal-width buckets from the sample's minimum to its maximum (the maximum falls in the last bucket).
#[derive(Debug)]
pub struct Histogram {
    pub min: f64,
    pub width: f64,
    pub counts: Vec<usize>,
}

impl Histogram {
    pub fn new(values: &[f64], buckets: usize) -> Option<Histogram> {
        assert!(buckets > 0, "a histogram needs at least one bucket");
        let s = Summary::of(values)?;
        let width = if s.max > s.min { (s.max - s.min) / buckets as f64 } else { 1.0 };
        let mut counts = vec![0; buckets];
        for &v in values {
            let index = ((v - s.min) / width) as usize;
            counts[index] += 1;
        }
        Some(Histogram { min: s.min, width, counts })
    }

    /// The half-open range of bucket i.
    pub fn range(&self, i: usize) -> (f64, f64) {
        let low = self.min + self.width * i as f64;
        (low, low + self.width)
    }

    /// One line per bucket: its range and a bar of `#`, the longest bar `scale` wide.
    pub fn render(&self, scale: usize) -> String {
        let most = self.counts.iter().copied().max().unwrap_or(0).max(1);
        let mut out = String::new();
        for (i, &n) in self.counts.iter().enumerate() {
            let (low, high) = self.range(i);
            let bar = "#".repeat(n * scale / most);
            out.push_str(&format!("{low:>8.2} .. {high:<8.2} {n:>5} {bar}\n"));
        }
        out
    }
}
