//! Cheapest walks between two squares (Dijkstra on tile costs).

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

use crate::grid::{Grid, Pos};
use crate::tile::Tile;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Path {
    pub steps: Vec<Pos>,
    pub cost: u32,
}

pub fn shortest_path(tiles: &Grid<Tile>, from: Pos, to: Pos) -> Option<Path> {
    let mut best: HashMap<Pos, u32> = HashMap::from([(from, 0)]);
    let mut came_from: HashMap<Pos, Pos> = HashMap::new();
    let mut queue = BinaryHeap::from([Reverse((0u32, from))]);
    while let Some(Reverse((cost, pos))) = queue.pop() {
        if pos == to {
            return Some(Path { steps: walk_back(&came_from, from, to), cost });
        }
        if cost > best[&pos] {
            continue;
        }
        for next in tiles.neighbours(pos) {
            let Some(step) = tiles.get(next).and_then(|t| t.cost()) else { continue };
            let candidate = cost + step;
            if best.get(&next).map_or(true, |&known| candidate < known) {
                best.insert(next, candidate);
                came_from.insert(next, pos);
                queue.push(Reverse((candidate, next)));
            }
        }
    }
    None
}

fn walk_back(came_from: &HashMap<Pos, Pos>, from: Pos, to: Pos) -> Vec<Pos> {
    let mut steps = vec![to];
    let mut at = to;
    while at != from {
        at = came_from[&at];
        steps.push(at);
    }
    steps.reverse();
    steps
}
