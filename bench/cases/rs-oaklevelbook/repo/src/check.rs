//! The checks a levelling run is signed off with, and the adjustment of
//! its misclosure.

use crate::book::FieldBook;
use crate::reduce::Row;

/// ΣBS − ΣFS = ΣRise − ΣFall = last RL − first RL.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArithmeticCheck {
    pub sum_bs: i32,
    pub sum_fs: i32,
    pub sum_rise: i32,
    pub sum_fall: i32,
    pub first_rl: i32,
    pub last_rl: i32,
}

impl ArithmeticCheck {
    pub fn closes(&self) -> bool {
        let fall = self.last_rl - self.first_rl;
        self.sum_bs - self.sum_fs == fall && (self.sum_rise == 0 && self.sum_fall == 0
            || self.sum_rise - self.sum_fall == fall)
    }
}

pub fn arithmetic_check(rows: &[Row]) -> ArithmeticCheck {
    let sum = |f: fn(&Row) -> Option<i32>| rows.iter().filter_map(f).sum::<i32>();
    ArithmeticCheck {
        sum_bs: sum(|r| r.bs),
        sum_fs: sum(|r| r.fs),
        sum_rise: sum(|r| r.rise),
        sum_fall: sum(|r| r.fall),
        first_rl: rows.first().map_or(0, |r| r.rl),
        last_rl: rows.last().map_or(0, |r| r.rl),
    }
}

/// Observed closing level minus the closing benchmark's known level, in
/// millimetres; None when the book does not close on a benchmark.
pub fn misclosure(book: &FieldBook, rows: &[Row]) -> Option<i32> {
    let closing = book.closing.as_ref()?;
    Some(rows.last()?.rl - closing.rl)
}

fn div_round(num: i32, den: i32) -> i32 {
    let q = num / den;
    let r = num % den;
    if 2 * r.abs() >= den.abs() {
        q + num.signum() * den.signum()
    } else {
        q
    }
}

/// Shares the misclosure out equally between the set-ups, cumulatively, so
/// that the closing benchmark comes out at its known level. Returns the
/// adjusted level of every row.
pub fn adjust(rows: &[Row], misclosure: i32) -> Vec<i32> {
    let setups = rows.iter().filter(|r| r.bs.is_some()).count() as i32;
    if setups == 0 {
        return rows.iter().map(|r| r.rl).collect();
    }
    rows.iter()
        .map(|r| r.rl + div_round(-misclosure * r.setup as i32, setups))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_halves_away_from_zero() {
        assert_eq!(div_round(5, 2), 3);
        assert_eq!(div_round(-5, 2), -3);
        assert_eq!(div_round(4, 3), 1);
        assert_eq!(div_round(-4, 3), -1);
    }
}
