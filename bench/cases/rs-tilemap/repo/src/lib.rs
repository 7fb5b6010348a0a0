//! Tile maps for a roguelike: parsing, walkability, shortest paths.

pub mod grid;
pub mod parse;
pub mod path;
pub mod tile;

pub use grid::{Grid, Pos};
pub use parse::{parse_map, Map, ParseError};
pub use path::{shortest_path, Path};
pub use tile::Tile;
