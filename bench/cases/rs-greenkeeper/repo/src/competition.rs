//! The results board of a Stableford competition.

use crate::card::Card;
use crate::course::Course;

/// The allowance for individual Stableford.
pub const STABLEFORD_ALLOWANCE: u32 = 95;

#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub player: String,
    pub playing_handicap: i32,
    pub points: u32,
}

/// Entries by points, best first; equal points by name.
pub fn results(cards: &[Card], course: &Course) -> Vec<Entry> {
    let mut board: Vec<Entry> = cards
        .iter()
        .map(|c| Entry {
            player: c.player.clone(),
            playing_handicap: c.playing_handicap(course, STABLEFORD_ALLOWANCE),
            points: c.points(course, STABLEFORD_ALLOWANCE),
        })
        .collect();
    board.sort_by(|a, b| b.points.cmp(&a.points).then_with(|| a.player.cmp(&b.player)));
    board
}

pub fn render(board: &[Entry]) -> String {
    board
        .iter()
        .enumerate()
        .map(|(i, e)| format!("{:>2}. {:<20} {:>3} {:>3}", i + 1, e.player, e.playing_handicap, e.points))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn medal_cards() -> Vec<Card> {
        vec![
            Card::parse("Alice Tregenza", 12.4, "5 5 3 6 5 4 4 5 6 4 4 5 6 5 4 3 5 6"),
            Card::parse("Bryn Hocking", 24.0, "6 5 4 7 6 5 3 6 6 5 4 6 7 5 5 4 6 7"),
            Card::parse("Cerys Pascoe", 5.1, "4 4 3 5 5 4 3 4 5 4 3 5 5 4 4 3 4 6"),
            Card::parse("Dai Rowe", 17.8, "5 6 4 6 6 5 3 5 6 5 4 6 6 5 5 3 5 6"),
        ]
    }

    #[test]
    fn results_board() {
        let c = Course::wrenfield();
        let board = results(&medal_cards(), &c);
        let got: Vec<(&str, i32, u32)> =
            board.iter().map(|e| (e.player.as_str(), e.playing_handicap, e.points)).collect();
        assert_eq!(
            got,
            vec![
                ("Cerys Pascoe", 5, 38),
                ("Bryn Hocking", 25, 36),
                ("Alice Tregenza", 12, 35),
                ("Dai Rowe", 18, 35),
            ]
        );
    }

    #[test]
    fn render_board() {
        let c = Course::wrenfield();
        let text = render(&results(&medal_cards()[..2], &c));
        assert_eq!(text, " 1. Bryn Hocking          25  36\n 2. Alice Tregenza        12  35");
    }
}
