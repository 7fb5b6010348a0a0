//! Making up pages: how many lines a page holds and which lines go on each.

use crate::justify::SetLine;
use crate::units::POINTS_PER_PICA;

/// How many lines of `size_pt` type, with `leading_pt` points of lead between them,
/// fit a page `depth_picas` deep.
pub fn lines_per_page(depth_picas: u32, size_pt: u32, leading_pt: u32) -> u32 {
    let line_pt = size_pt + leading_pt;
    depth_picas * POINTS_PER_PICA / line_pt
}

/// Splits the lines into pages of `per_page` lines.
pub fn paginate(lines: Vec<SetLine>, per_page: u32) -> Vec<Vec<SetLine>> {
    assert!(per_page > 0, "a page holds at least one line");
    let mut pages: Vec<Vec<SetLine>> = Vec::new();
    for line in lines {
        match pages.last_mut() {
            Some(page) if page.len() < per_page as usize => page.push(line),
            _ => pages.push(vec![line]),
        }
    }
    pages
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twelve_on_fourteen() {
        // 12 pt type on a 14 pt body: 42 picas is 504 points, 36 lines
        assert_eq!(lines_per_page(42, 12, 2), 36);
        assert_eq!(lines_per_page(42, 12, 0), 42);
    }
}
