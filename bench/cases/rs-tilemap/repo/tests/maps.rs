use tilemap::{parse_map, shortest_path, ParseError, Pos, Tile};

const CORRIDORS: &str = "
#########
#@..#...#
#.#.#.#.#
#.#...#>#
#########
";

const POND: &str = "
#######
#@~~~>#
#.....#
#######
";

#[test]
fn parses_start_and_stairs() {
    let map = parse_map(CORRIDORS).unwrap();
    assert_eq!(map.start, Pos::new(1, 1));
    assert_eq!(map.tiles.get(Pos::new(7, 3)), Some(&Tile::Stairs));
    assert_eq!(map.tiles.width(), 9);
}

#[test]
fn rejects_unknown_tiles() {
    let err = parse_map("#@x#").unwrap_err();
    assert_eq!(err, ParseError::UnknownTile { line: 1, column: 3, found: 'x' });
}

#[test]
fn rejects_two_starts() {
    assert!(matches!(parse_map("@.@"), Err(ParseError::TwoStarts { .. })));
}

#[test]
fn walks_the_corridors() {
    let map = parse_map(CORRIDORS).unwrap();
    let path = shortest_path(&map.tiles, map.start, Pos::new(7, 3)).unwrap();
    assert_eq!(path.cost, 12);
    assert_eq!(path.steps.first(), Some(&map.start));
    assert_eq!(path.steps.last(), Some(&Pos::new(7, 3)));
}

#[test]
fn goes_round_the_pond() {
    let map = parse_map(POND).unwrap();
    let path = shortest_path(&map.tiles, map.start, Pos::new(5, 1)).unwrap();
    assert_eq!(path.cost, 6);
    assert!(path.steps.iter().all(|p| map.tiles.get(*p) != Some(&Tile::Water)));
}

#[test]
fn walled_in_has_no_path() {
    let map = parse_map("#####\n#@#>#\n#####").unwrap();
    assert_eq!(shortest_path(&map.tiles, map.start, Pos::new(3, 1)), None);
}
