import pytest

from joinery import timber
from joinery.cutlist import Board, CutListError, Part, cutting_list, group_pieces, pack
from joinery.timber import Section

OAK = timber.species("oak")


def test_parse_part():
    part = Part.parse("Door stile, 2, 1980, 45x95, oak")
    assert part == Part("Door stile", 2, 1980.0, Section(45, 95), OAK)
    assert Part.parse("Rail, 1, 0.6m, 45X70, Sapele").length == 600.0


@pytest.mark.parametrize(
    "line",
    [
        "Door stile, 2, 1980, 45x95",
        "Door stile, two, 1980, 45x95, oak",
        "Door stile, 0, 1980, 45x95, oak",
        "Door stile, 2, 1980, 45 by 95, oak",
    ],
)
def test_bad_rows(line):
    with pytest.raises(CutListError):
        Part.parse(line)


def test_unknown_species():
    with pytest.raises(timber.UnknownSpecies):
        Part.parse("Door stile, 2, 1980, 45x95, teak")


def test_board_accounting():
    board = Board(OAK, Section(20, 95), 1800, kerf=4)
    board.add("A", 900)
    assert board.used == 904
    assert board.remaining == 896
    assert board.fits(892)
    assert not board.fits(893)
    with pytest.raises(CutListError):
        board.add("B", 893)


def test_group_pieces_adds_the_oversize(bookcase_parts):
    groups = group_pieces(bookcase_parts)
    assert sorted(groups) == [
        ("oak", Section(20, 95)),
        ("oak", Section(20, 250)),
        ("oak", Section(20, 280)),
        ("redwood", Section(12, 95)),
    ]
    assert groups[("oak", Section(20, 250))] == [("Side", 2020.0)] * 2 + [("Shelf", 780.0)] * 4
    assert group_pieces(bookcase_parts, oversize=0)[("oak", Section(20, 280))] == [("Top", 820.0)]


def test_pack_first_fit_decreasing():
    pieces = [("A", 1000), ("B", 3000), ("C", 2000), ("D", 1500)]
    boards = pack(pieces, OAK, Section(20, 95), kerf=4)
    assert [[c.part for c in b.cuts] for b in boards] == [["B", "C"], ["D", "A"]]
    assert [b.length for b in boards] == [5100, 2700]


def test_pack_refuses_a_piece_longer_than_stock():
    with pytest.raises(CutListError):
        pack([("Beam", 5397)], OAK, Section(45, 145), kerf=4)
    assert pack([("Beam", 5396)], OAK, Section(45, 145), kerf=4)[0].length == 5400


def test_bookcase_boards(bookcase_parts):
    cl = cutting_list(bookcase_parts)
    got = [(b.species.key, str(b.section), b.length, len(b.cuts)) for b in cl.boards]
    assert got == [
        ("oak", "20 x 95", 1800, 2),
        ("oak", "20 x 250", 5100, 3),
        ("oak", "20 x 250", 2400, 3),
        ("oak", "20 x 280", 1800, 1),
        ("redwood", "12 x 95", 3900, 2),
        ("redwood", "12 x 95", 3900, 2),
        ("redwood", "12 x 95", 3900, 2),
        ("redwood", "12 x 95", 2100, 1),
    ]
    assert cl.total_length() == 24900
    assert cl.piece_count() == 16
    assert cl.price() == 19862
    assert cl.waste_percent() == 10.4


def test_empty_cutting_list():
    cl = cutting_list([])
    assert cl.boards == []
    assert cl.waste_percent() == 0.0
