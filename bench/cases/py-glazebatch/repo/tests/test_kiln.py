import pytest

from glazebatch.kiln import Piece, plan_load, read_pieces

PIECES = """\
ref,owner,cone,footprint_cm2
A1,ana,10,900
A2,ana,10,500
B1,ben,6,700
B2,ben,10,650
C1,cho,6,1200
"""


def test_read_pieces():
    pieces = read_pieces(PIECES)
    assert pieces[0] == Piece("A1", "ana", "10", 900.0)
    assert len(pieces) == 5


def test_oversized_piece_is_refused():
    with pytest.raises(ValueError, match="does not fit a shelf"):
        read_pieces("ref,owner,cone,footprint_cm2\nX,x,6,1600\n")


def test_plan_keeps_cones_apart_and_packs_largest_first():
    shelves, left = plan_load(read_pieces(PIECES), shelves=4)
    assert [(s.cone, [p.ref for p in s.pieces]) for s in shelves] == [
        ("6", ["C1"]),
        ("10", ["A1", "A2"]),
        ("6", ["B1"]),
        ("10", ["B2"]),
    ]
    assert left == []


def test_what_does_not_fit_waits_for_the_next_firing():
    shelves, left = plan_load(read_pieces(PIECES), shelves=2)
    assert len(shelves) == 2
    assert [p.ref for p in left] == ["B1", "B2"]
