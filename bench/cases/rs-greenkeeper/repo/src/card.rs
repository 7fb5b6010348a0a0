//! A player's card: the index they played off and the gross score of each hole
//! (None where the ball was picked up).

use crate::course::Course;
use crate::handicap::{course_handicap, playing_handicap};
use crate::scoring::stableford;
use crate::strokes::allocation;

#[derive(Debug, Clone)]
pub struct Card {
    pub player: String,
    pub index: f64,
    pub gross: Vec<Option<u8>>,
}

impl Card {
    /// "Name", index, and 18 scores separated by spaces, "-" for no return.
    pub fn parse(player: &str, index: f64, scores: &str) -> Card {
        let gross = scores
            .split_whitespace()
            .map(|s| if s == "-" { None } else { Some(s.parse().expect("a score")) })
            .collect();
        Card { player: player.to_string(), index, gross }
    }

    pub fn playing_handicap(&self, course: &Course, allowance_percent: u32) -> i32 {
        playing_handicap(course_handicap(self.index, course), allowance_percent)
    }

    /// Stableford points of each hole.
    pub fn hole_points(&self, course: &Course, allowance_percent: u32) -> Vec<u32> {
        let strokes = allocation(self.playing_handicap(course, allowance_percent), course);
        course
            .holes
            .iter()
            .zip(&strokes)
            .zip(&self.gross)
            .map(|((hole, &s), &g)| stableford(hole.par, s, g))
            .collect()
    }

    pub fn points(&self, course: &Course, allowance_percent: u32) -> u32 {
        self.hole_points(course, allowance_percent).iter().sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scratch_player_level_par() {
        let c = Course::wrenfield();
        let card = Card::parse("Par", 1.0, "4 4 3 5 4 4 3 4 5 4 3 4 5 4 4 3 4 5");
        assert_eq!(card.playing_handicap(&c, 95), 0);
        assert_eq!(card.points(&c, 95), 36);
    }

    #[test]
    fn a_pick_up_scores_nothing() {
        let c = Course::wrenfield();
        let card = Card::parse("Pick", 1.0, "4 4 3 5 - 4 3 4 5 4 3 4 5 4 4 3 4 5");
        assert_eq!(card.hole_points(&c, 95)[4], 0);
        assert_eq!(card.points(&c, 95), 34);
    }
}
