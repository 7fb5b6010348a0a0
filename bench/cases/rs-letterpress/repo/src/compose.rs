//! Breaking a paragraph into lines that fit the measure.

use crate::error::SetError;
use crate::fount::Fount;
use crate::justify::MIN_SPACE;

/// A line of words before justification, with the width of each word in units.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub words: Vec<String>,
    pub widths: Vec<u32>,
}

impl Line {
    fn new() -> Line {
        Line { words: Vec::new(), widths: Vec::new() }
    }

    /// The width of the words alone, without the spaces between them.
    pub fn words_width(&self) -> u32 {
        self.widths.iter().sum()
    }

    /// The number of word spaces in the line.
    pub fn gaps(&self) -> u32 {
        self.words.len().saturating_sub(1) as u32
    }

    /// The narrowest the line can be set: its words with a thin space between each.
    pub fn min_width(&self) -> u32 {
        self.words_width() + self.gaps() * MIN_SPACE
    }

    fn push(&mut self, word: &str, width: u32) {
        self.words.push(word.to_string());
        self.widths.push(width);
    }
}

/// Breaks `text` into lines no wider than `measure` units, filling each line with as
/// many words as fit at the minimum word space (first fit, as at the composing stick).
pub fn break_lines(text: &str, fount: &Fount, measure: u32) -> Result<Vec<Line>, SetError> {
    let mut lines = Vec::new();
    let mut line = Line::new();
    for word in text.split_whitespace() {
        let width = fount.word_width(word)?;
        if width > measure {
            return Err(SetError::WordTooWide { word: word.to_string(), width, measure });
        }
        if !line.words.is_empty() && line.min_width() + MIN_SPACE + width > measure {
            lines.push(std::mem::replace(&mut line, Line::new()));
        }
        line.push(word, width);
    }
    if !line.words.is_empty() {
        lines.push(line);
    }
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_fill_a_line_at_the_minimum_space() {
        let f = Fount::caslon(12);
        // "ink" 23, "on" 18, "oak" 26: 23 + 4 + 18 + 4 + 26 = 75
        let lines = break_lines("ink on oak", &f, 75).unwrap();
        assert_eq!(lines.len(), 1);
        let lines = break_lines("ink on oak", &f, 74).unwrap();
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[1].words, vec!["oak"]);
    }

    #[test]
    fn a_word_wider_than_the_measure_is_an_error() {
        let f = Fount::caslon(12);
        let err = break_lines("typefounders", &f, 50).unwrap_err();
        assert!(matches!(err, SetError::WordTooWide { width: 96, measure: 50, .. }));
    }

    #[test]
    fn empty_text_sets_no_lines() {
        assert!(break_lines("  \n ", &Fount::caslon(12), 100).unwrap().is_empty());
    }
}
