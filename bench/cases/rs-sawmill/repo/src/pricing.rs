//! Quotes for sawn timber, priced per cubic metre by species and grade.

use crate::money;
use crate::Board;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Species {
    Oak,
    Ash,
    Larch,
    Douglas,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Grade {
    Prime,
    Character,
    Fencing,
}

pub const VAT_PCT: u64 = 20;
pub const TRADE_DISCOUNT_PCT: u64 = 10;

/// Cents per cubic metre of air-dried prime timber.
fn base_rate_cents(species: Species) -> u64 {
    match species {
        Species::Oak => 185_000,
        Species::Ash => 120_000,
        Species::Larch => 68_000,
        Species::Douglas => 74_000,
    }
}

/// Cents per cubic metre for a species at a grade: character grade (knots, some wane) at 70%, fencing at 45%.
pub fn rate_cents(species: Species, grade: Grade) -> u64 {
    let base = base_rate_cents(species);
    match grade {
        Grade::Prime => base,
        Grade::Character => base * 70 / 100,
        Grade::Fencing => base * 45 / 100,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line {
    pub species: Species,
    pub grade: Grade,
    pub board: Board,
    pub qty: u32,
}

/// A line's price: its volume (cm³, one million to the m³) at the rate, to the nearest cent.
pub fn line_cents(line: &Line) -> u64 {
    let cm3 = line.board.volume_cm3() * u64::from(line.qty);
    (cm3 * rate_cents(line.species, line.grade) + 500_000) / 1_000_000
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quote {
    pub net_cents: u64,
    pub discount_cents: u64,
    pub vat_cents: u64,
    pub total_cents: u64,
}

/// Prices an order; trade customers get their discount off the net before VAT; totals go to 5 cents.
pub fn quote(lines: &[Line], trade: bool) -> Quote {
    let net_cents: u64 = lines.iter().map(line_cents).sum();
    let discount_cents = if trade { net_cents * TRADE_DISCOUNT_PCT / 100 } else { 0 };
    let taxable = net_cents - discount_cents;
    let vat_cents = money::vat(taxable, VAT_PCT);
    Quote { net_cents, discount_cents, vat_cents, total_cents: money::round_to_nearest(taxable + vat_cents, 5) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(species: Species, grade: Grade, board: Board, qty: u32) -> Line {
        Line { species, grade, board, qty }
    }

    #[test]
    fn rates_by_grade() {
        assert_eq!(rate_cents(Species::Oak, Grade::Prime), 185_000);
        assert_eq!(rate_cents(Species::Oak, Grade::Character), 129_500);
        assert_eq!(rate_cents(Species::Larch, Grade::Fencing), 30_600);
    }

    #[test]
    fn a_line_priced_by_volume() {
        // 50 x 150 x 2400 is 18 000 cm3; ten of them 0.18 m3 of prime oak
        assert_eq!(line_cents(&line(Species::Oak, Grade::Prime, Board::new(50, 150, 2400), 10)), 33_300);
    }

    #[test]
    fn retail_quote() {
        let q = quote(&[line(Species::Larch, Grade::Prime, Board::new(22, 150, 1800), 40)], false);
        assert_eq!(q.net_cents, 16_157);
        assert_eq!(q.discount_cents, 0);
        assert_eq!(q.vat_cents, 3_231);
        assert_eq!(q.total_cents, 19_390);
    }

    #[test]
    fn trade_quote() {
        let order = [
            line(Species::Oak, Grade::Character, Board::new(50, 150, 2400), 12),
            line(Species::Douglas, Grade::Prime, Board::new(47, 100, 3000), 25),
        ];
        let q = quote(&order, true);
        assert_eq!(q.net_cents, 54_057);
        assert_eq!(q.discount_cents, 5_405);
        assert_eq!(q.vat_cents, 9_730);
        assert_eq!(q.total_cents, 58_380);
    }
}
