//! Staves: how many a cask needs and which ones come out of the yard.

use std::f64::consts::PI;

/// Staves in the yard, seasoned and jointed, by width in millimetres. All
/// staves in the yard are cut long enough for any cask the shop makes.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct StaveYard {
    widths_mm: Vec<u32>,
}

/// Staves are jointed with a small gap closed by driving the hoops; the
/// raising allowance is the share of the bilge circumference left for it.
pub const RAISING_ALLOWANCE: f64 = 0.02;

impl StaveYard {
    pub fn new(widths_mm: &[u32]) -> StaveYard {
        let mut widths_mm = widths_mm.to_vec();
        widths_mm.sort_unstable_by(|a, b| b.cmp(a));
        StaveYard { widths_mm }
    }

    pub fn len(&self) -> usize {
        self.widths_mm.len()
    }

    pub fn is_empty(&self) -> bool {
        self.widths_mm.is_empty()
    }

    pub fn total_width_mm(&self) -> u32 {
        self.widths_mm.iter().sum()
    }

    /// Takes staves, widest first, until their widths cover `span_mm`.
    /// Returns the widths taken, or None (and takes nothing) if the yard
    /// can't cover the span.
    pub fn take_for_span(&mut self, span_mm: u32) -> Option<Vec<u32>> {
        let mut covered = 0;
        let mut count = 0;
        for w in &self.widths_mm {
            if covered >= span_mm {
                break;
            }
            covered += w;
            count += 1;
        }
        if covered < span_mm {
            return None;
        }
        Some(self.widths_mm.drain(..count).collect())
    }
}

/// The width of staves a cask must be raised with: the bilge circumference
/// less the raising allowance, in whole millimetres.
pub fn bilge_span_mm(bilge_mm: f64) -> u32 {
    (PI * bilge_mm * (1.0 - RAISING_ALLOWANCE)).ceil() as u32
}

/// How many staves of a mean width a cask of this bilge needs.
pub fn staves_needed(bilge_mm: f64, mean_width_mm: f64) -> u32 {
    (bilge_span_mm(bilge_mm) as f64 / mean_width_mm).ceil() as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn span_and_count() {
        assert_eq!(bilge_span_mm(680.0), 2094);
        assert_eq!(staves_needed(680.0, 70.0), 30);
    }

    #[test]
    fn take_widest_first() {
        let mut yard = StaveYard::new(&[60, 90, 75, 80]);
        assert_eq!(yard.take_for_span(160), Some(vec![90, 80]));
        assert_eq!(yard.len(), 2);
        assert_eq!(yard.take_for_span(200), None);
        assert_eq!(yard.len(), 2);
    }
}
