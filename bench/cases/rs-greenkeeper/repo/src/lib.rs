//! Club competitions at Wrenfield Golf Club: the course card, course handicaps
//! from a WHS index, the strokes each player receives, Stableford points and
//! the results board.

pub mod card;
pub mod competition;
pub mod course;
pub mod handicap;
pub mod scoring;
pub mod strokes;
