import pytest

from smithy.cutlist import KERF_MM, JobError, Piece, StockBar, pack, parse_job, total_weight_kg
from smithy.stock import Bar

GATE = """\
# garden gate, Hollins Farm
4 x ring 80 id, 10 round
2 x hook 120 long 30 curl, 8 square

6 x straight 950, 12 square   # pickets
2 x straight 1200, 40 x 6 flat
"""


def test_parse_job():
    pieces = parse_job(GATE)
    assert [(p.name, p.bar.label, p.length_mm, p.qty) for p in pieces] == [
        ("ring 80 id", "10 round", 298, 4),
        ("hook 120", "8 square", 239, 2),
        ("straight 950", "12 square", 950, 6),
        ("straight 1200", "40 x 6 flat", 1200, 2),
    ]


def test_parse_job_open_ring_and_units():
    (piece,) = parse_job("1 x ring 8cm id open, 10mm round")
    assert piece.length_mm == 283


@pytest.mark.parametrize(
    "line, message",
    [
        ("ring 80 id, 10 round", "line 1: expected"),
        ("2 x bracket 80, 10 round", "line 1: unknown item"),
        ("2 x ring 80 id, 10 tube", "line 1: unknown profile"),
    ],
)
def test_parse_job_errors(line, message):
    with pytest.raises(JobError, match=message):
        parse_job(line)


def test_stock_bar_fits_with_kerf():
    stock = StockBar(Bar("round", 10), [2997.0])
    assert stock.used_mm == 2997 + KERF_MM
    assert stock.fits(2997)
    assert not stock.fits(2998)


def test_pack_first_fit_decreasing():
    bar = Bar("square", 12)
    plan = pack([Piece("picket", bar, 1900, 5), Piece("rail", bar, 2100, 1)])
    assert [s.cuts for s in plan[bar]] == [[2100, 1900, 1900], [1900, 1900, 1900]]
    assert plan[bar][0].offcut_mm == pytest.approx(6000 - 5900 - 3 * KERF_MM)


def test_pack_rejects_a_piece_over_a_mill_length():
    with pytest.raises(JobError, match="longer than a mill length"):
        pack([Piece("rail", Bar("square", 12), 6000, 1)])


def test_total_weight():
    pieces = parse_job(GATE)
    # 4 x 298 of 10 round, 2 x 239 of 8 square, 6 x 950 of 12 square, 2 x 1200 of 40 x 6 flat
    assert total_weight_kg(pieces) == pytest.approx(11.94, abs=0.01)
