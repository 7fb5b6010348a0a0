//! Justifying a line: spreading the spare width of the measure over its word spaces.

use crate::compose::Line;

/// The narrowest word space, a thin (about a fifth of an em), in units.
pub const MIN_SPACE: u32 = 4;

/// The usual word space, a thick (a third of an em), in units.
pub const NORMAL_SPACE: u32 = 6;

/// A line ready for the stick: its words, the width of each word space after it
/// and the quad (blank) that fills the measure after the last word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetLine {
    pub words: Vec<String>,
    pub widths: Vec<u32>,
    pub spaces: Vec<u32>,
    pub quad: u32,
}

impl SetLine {
    /// The full width of the line in units: words, spaces and the closing quad.
    pub fn width(&self) -> u32 {
        self.widths.iter().sum::<u32>() + self.spaces.iter().sum::<u32>() + self.quad
    }

    /// The line as text, one character per `unit_chars` units of space (for proofs).
    pub fn proof(&self) -> String {
        let mut s = String::new();
        for (i, word) in self.words.iter().enumerate() {
            s.push_str(word);
            if let Some(space) = self.spaces.get(i) {
                s.push_str(&" ".repeat(((*space + 2) / 4).max(1) as usize));
            }
        }
        s
    }
}

/// Justifies `line` to `measure` units. The last line of a paragraph, and a line of
/// one word, keeps normal spaces and is filled out with a quad on the right.
pub fn justify(line: Line, measure: u32, last: bool) -> SetLine {
    let gaps = line.gaps();
    let words_width = line.words_width();
    let spare = measure - words_width;

    let (spaces, quad) = if gaps == 0 {
        (Vec::new(), spare)
    } else if last && words_width + gaps * NORMAL_SPACE <= measure {
        (vec![NORMAL_SPACE; gaps as usize], spare - gaps * NORMAL_SPACE)
    } else {
        let each = spare / gaps;
        let over = spare % gaps;
        // the units left over go one each to the first spaces of the line
        let spaces = (0..gaps).map(|i| if i < over { each + 1 } else { each }).collect();
        (spaces, 0)
    };

    SetLine { words: line.words, widths: line.widths, spaces, quad }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compose::break_lines;
    use crate::fount::Fount;

    fn one_line(text: &str) -> Line {
        break_lines(text, &Fount::caslon(12), 1000).unwrap().remove(0)
    }

    #[test]
    fn spare_units_go_to_the_first_spaces() {
        // words 23 + 18 + 26 = 67, spare 13 over 2 gaps
        let set = justify(one_line("ink on oak"), 80, false);
        assert_eq!(set.spaces, vec![7, 6]);
        assert_eq!(set.quad, 0);
        assert_eq!(set.width(), 80);
    }

    #[test]
    fn the_last_line_is_quadded_out() {
        let set = justify(one_line("ink on oak"), 100, true);
        assert_eq!(set.spaces, vec![6, 6]);
        assert_eq!(set.quad, 21);
    }

    #[test]
    fn a_single_word_is_quadded() {
        let set = justify(one_line("oak"), 40, false);
        assert!(set.spaces.is_empty());
        assert_eq!(set.quad, 14);
    }
}
