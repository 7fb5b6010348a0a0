//! What one square of the map holds.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tile {
    Wall,
    Floor,
    Water,
    Stairs,
}

impl Tile {
    pub fn from_char(c: char) -> Option<Tile> {
        match c {
            '#' => Some(Tile::Wall),
            '.' | '@' => Some(Tile::Floor),
            '~' => Some(Tile::Water),
            '>' => Some(Tile::Stairs),
            _ => None,
        }
    }

    pub fn to_char(self) -> char {
        match self {
            Tile::Wall => '#',
            Tile::Floor => '.',
            Tile::Water => '~',
            Tile::Stairs => '>',
        }
    }

    /// The cost of stepping onto this tile, or None when it cannot be entered.
    pub fn cost(self) -> Option<u32> {
        match self {
            Tile::Wall => None,
            Tile::Floor | Tile::Stairs => Some(1),
            Tile::Water => Some(3),
        }
    }
}
