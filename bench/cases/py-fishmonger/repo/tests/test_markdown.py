import pytest

from fishmonger.markdown import reduced, reduction
from tests.conftest import MONDAY, day


def test_full_price_when_fresh(counter):
    b2 = counter.batches[1]
    assert reduction(b2, MONDAY) == 0
    assert reduction(b2, day(2)) == 15
    assert reduction(b2, day(3)) == 30


def test_short_life_fish_only_reduced_on_the_last_day(counter):
    mackerel = counter.batches[2]
    assert reduction(mackerel, MONDAY) == 0
    assert reduction(mackerel, day(1)) == 30


def test_cannot_reduce_what_cannot_be_sold(counter):
    with pytest.raises(ValueError):
        reduction(counter.batches[0], day(2))


def test_reduced_price_rounds_down():
    assert reduced(4200, 30) == 2940
    assert reduced(4170, 15) == 3544  # 3544.5
    assert reduced(900, 0) == 900
