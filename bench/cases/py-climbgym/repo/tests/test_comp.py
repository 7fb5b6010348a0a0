import pytest

from climbgym import comp
from climbgym.comp import Card, CardError


def card(name, *lines, category="open"):
    c = Card(name, category)
    for problem, zone_at, top_at in lines:
        c.log(problem, zone_at, top_at)
    return c


def test_top_passes_the_zone():
    c = card("Ada", ("P1", 0, 3))
    assert c.lines[0].zone_at == 3
    assert c.score() == (1, 1, 3, 3)


def test_bad_lines():
    with pytest.raises(CardError):
        card("Ada", ("P1", 4, 2))
    with pytest.raises(CardError):
        card("Ada", ("P1", -1, 0))
    with pytest.raises(CardError, match="already logged"):
        card("Ada", ("P1", 1, 0), ("P1", 1, 2))


def test_score_and_summary():
    c = card("Ada", ("P1", 1, 2), ("P2", 2, 0), ("P3", 0, 0), ("P4", 1, 1))
    assert c.score() == (2, 3, 3, 4)
    assert c.summary() == "2T3Z 3 4"


def test_rank_order():
    cards = [
        card("Ada", ("P1", 1, 1), ("P2", 2, 0)),
        card("Bo", ("P1", 1, 1), ("P2", 1, 3)),
        card("Cy", ("P1", 1, 2), ("P2", 1, 2)),
        card("Di", ("P1", 1, 1), ("P2", 1, 0)),
    ]
    placed = [(place, c.climber) for place, c in comp.rank(cards)]
    assert placed == [(1, "Bo"), (1, "Cy"), (3, "Di"), (4, "Ada")]


def test_rank_ties_skip_places():
    cards = [
        card("Ada", ("P1", 1, 1)),
        card("Bo", ("P1", 1, 1)),
        card("Cy", ("P1", 1, 1)),
        card("Di", ("P1", 2, 0)),
    ]
    assert [place for place, _ in comp.rank(cards)] == [1, 1, 1, 4]


def test_problem_stats():
    cards = [
        card("Ada", ("P2", 1, 1), ("P1", 2, 0)),
        card("Bo", ("P1", 1, 3), ("P3", 0, 0)),
    ]
    assert comp.problem_stats(cards) == {"P1": (1, 2), "P2": (1, 1), "P3": (0, 0)}
