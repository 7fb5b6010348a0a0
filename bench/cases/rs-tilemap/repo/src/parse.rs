//! Maps from their text form.

use std::fmt;

use crate::grid::{Grid, Pos};
use crate::tile::Tile;

#[derive(Debug, Clone, PartialEq)]
pub struct Map {
    pub tiles: Grid<Tile>,
    pub start: Pos,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    UnknownTile { line: usize, column: usize, found: char },
    Ragged { line: usize },
    NoStart,
    TwoStarts { first: Pos, second: Pos },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::UnknownTile { line, column, found } => {
                write!(f, "line {line}, column {column}: unknown tile {found:?}")
            }
            ParseError::Ragged { line } => write!(f, "line {line} is not as wide as the first"),
            ParseError::NoStart => write!(f, "the map has no start (@)"),
            ParseError::TwoStarts { first, second } => {
                write!(f, "two starts, at {first:?} and {second:?}")
            }
        }
    }
}

impl std::error::Error for ParseError {}

pub fn parse_map(text: &str) -> Result<Map, ParseError> {
    let mut rows = Vec::new();
    let mut start = None;
    for (y, line) in text.lines().filter(|l| !l.trim().is_empty()).enumerate() {
        let mut row = Vec::new();
        for (x, c) in line.trim_end().chars().enumerate() {
            let tile = Tile::from_char(c).ok_or(ParseError::UnknownTile { line: y + 1, column: x + 1, found: c })?;
            if c == '@' {
                if let Some(first) = start {
                    return Err(ParseError::TwoStarts { first, second: Pos::new(x, y) });
                }
                start = Some(Pos::new(x, y));
            }
            row.push(tile);
        }
        if let Some(first) = rows.first() {
            if Vec::len(first) != row.len() {
                return Err(ParseError::Ragged { line: y + 1 });
            }
        }
        rows.push(row);
    }
    let tiles = Grid::from_rows(rows).expect("rows checked above");
    Ok(Map { tiles, start: start.ok_or(ParseError::NoStart)? })
}
