//! A rectangular grid of cells, stored row by row.

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    pub x: usize,
    pub y: usize,
}

impl Pos {
    pub const fn new(x: usize, y: usize) -> Pos {
        Pos { x, y }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Grid<T> {
    width: usize,
    height: usize,
    cells: Vec<T>,
}

impl<T: Clone> Grid<T> {
    pub fn filled(width: usize, height: usize, value: T) -> Grid<T> {
        Grid { width, height, cells: vec![value; width * height] }
    }
}

impl<T> Grid<T> {
    pub fn from_rows(rows: Vec<Vec<T>>) -> Option<Grid<T>> {
        let height = rows.len();
        let width = rows.first().map_or(0, Vec::len);
        if rows.iter().any(|row| row.len() != width) {
            return None;
        }
        Some(Grid { width, height, cells: rows.into_iter().flatten().collect() })
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    pub fn contains(&self, pos: Pos) -> bool {
        pos.x < self.width && pos.y < self.height
    }

    pub fn get(&self, pos: Pos) -> Option<&T> {
        if self.contains(pos) {
            Some(&self.cells[pos.y * self.width + pos.x])
        } else {
            None
        }
    }

    pub fn set(&mut self, pos: Pos, value: T) {
        assert!(self.contains(pos), "{pos:?} is outside a {}x{} grid", self.width, self.height);
        let i = pos.y * self.width + pos.x;
        self.cells[i] = value;
    }

    /// The orthogonal neighbours of `pos` that lie inside the grid: up, right, down, left.
    pub fn neighbours(&self, pos: Pos) -> Vec<Pos> {
        let mut out = Vec::with_capacity(4);
        if pos.y > 0 {
            out.push(Pos::new(pos.x, pos.y - 1));
        }
        if pos.x + 1 < self.width {
            out.push(Pos::new(pos.x + 1, pos.y));
        }
        if pos.y + 1 < self.height {
            out.push(Pos::new(pos.x, pos.y + 1));
        }
        if pos.x > 0 {
            out.push(Pos::new(pos.x - 1, pos.y));
        }
        out
    }

    pub fn positions(&self) -> impl Iterator<Item = Pos> + '_ {
        (0..self.height).flat_map(move |y| (0..self.width).map(move |x| Pos::new(x, y)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corner_has_two_neighbours() {
        let grid = Grid::filled(3, 3, 0u8);
        assert_eq!(grid.neighbours(Pos::new(0, 0)), vec![Pos::new(1, 0), Pos::new(0, 1)]);
    }

    #[test]
    fn from_rows_rejects_ragged_rows() {
        assert!(Grid::from_rows(vec![vec![1, 2], vec![3]]).is_none());
    }
}
