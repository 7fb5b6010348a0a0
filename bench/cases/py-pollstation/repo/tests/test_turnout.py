from decimal import Decimal

import pytest

from pollstation.turnout import turnout


def test_turnout_to_one_place():
    assert turnout(1234, 4321) == Decimal("28.6")
    assert turnout(1, 8) == Decimal("12.5")
    assert turnout(0, 10) == Decimal("0.0")


@pytest.mark.parametrize("ballots, electorate", [(5, 0), (11, 10), (-1, 10)])
def test_turnout_rejects(ballots, electorate):
    with pytest.raises(ValueError):
        turnout(ballots, electorate)
