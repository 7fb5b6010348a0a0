//! How many boards of a size a log yields, sawn through and through.

use crate::Board;

/// Width of timber the blade turns to sawdust at each cut.
pub const KERF_MM: u32 = 4;

/// Bark and wane trimmed from each side before the first full-width board.
pub const SLAB_MM: u32 = 25;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Log {
    pub small_end_mm: u32,
    pub length_mm: u32,
}

/// The square cant that fits inside the small end of the log, slabs off.
pub fn cant_side_mm(log: &Log) -> u32 {
    // side of the inscribed square is diameter / sqrt(2); 707/1000 is close enough at the mill
    let side = log.small_end_mm * 707 / 1000;
    side.saturating_sub(2 * SLAB_MM)
}

/// Pieces of `piece_mm` that fit across `span_mm` with a kerf between neighbours (none after the last).
pub fn pieces_across(span_mm: u32, piece_mm: u32) -> u32 {
    if piece_mm == 0 {
        return 0;
    }
    (span_mm + KERF_MM) / (piece_mm + KERF_MM)
}

/// Boards of the given size a log yields: rows through the thickness, boards across the width.
pub fn boards_per_log(log: &Log, board: &Board) -> u32 {
    if board.length_mm > log.length_mm {
        return 0;
    }
    let side = cant_side_mm(log);
    pieces_across(side, board.thickness_mm) * pieces_across(side, board.width_mm)
}

/// Logs needed for `count` boards, rounding up; None when a log yields none.
pub fn logs_needed(log: &Log, board: &Board, count: u32) -> Option<u32> {
    let per_log = boards_per_log(log, board);
    if per_log == 0 {
        return None;
    }
    Some(count.div_ceil(per_log))
}

#[cfg(test)]
mod tests {
    use super::*;

    const OAK: Log = Log { small_end_mm: 400, length_mm: 3000 };

    #[test]
    fn cant_inside_the_small_end() {
        assert_eq!(cant_side_mm(&OAK), 232);
        assert_eq!(cant_side_mm(&Log { small_end_mm: 60, length_mm: 2000 }), 0);
    }

    #[test]
    fn pieces_with_kerf_between() {
        assert_eq!(pieces_across(232, 50), 4);
        assert_eq!(pieces_across(212, 50), 4);
        assert_eq!(pieces_across(211, 50), 3);
        assert_eq!(pieces_across(100, 0), 0);
    }

    #[test]
    fn boards_from_an_oak_log() {
        assert_eq!(boards_per_log(&OAK, &Board::new(50, 100, 2400)), 8);
        assert_eq!(boards_per_log(&OAK, &Board::new(25, 150, 3000)), 8);
        assert_eq!(boards_per_log(&OAK, &Board::new(50, 100, 3600)), 0);
    }

    #[test]
    fn logs_for_an_order() {
        assert_eq!(logs_needed(&OAK, &Board::new(50, 100, 2400), 20), Some(3));
        assert_eq!(logs_needed(&OAK, &Board::new(50, 100, 2400), 16), Some(2));
        assert_eq!(logs_needed(&OAK, &Board::new(300, 300, 2400), 1), None);
    }
}
