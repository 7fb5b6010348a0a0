import pytest

from fishmonger.stock import Batch, OutOfStock
from tests.conftest import MONDAY, day


def test_last_sale_day_counts_the_landing_day(counter):
    b1 = counter.batches[0]
    assert b1.last_sale_day == day(1)
    assert b1.age(MONDAY) == 2
    assert b1.sellable(day(1))
    assert not b1.sellable(day(2))
    assert not b1.sellable(day(-3))


def test_available_only_counts_sellable_batches(counter):
    assert counter.available("cod", MONDAY) == 14000
    assert counter.available("COD", day(2)) == 8000
    assert counter.available("MAC", day(2)) == 0


def test_draws_oldest_first(counter):
    taken = counter.draw("COD", 7000, MONDAY)
    assert taken == [("B1", 6000), ("B2", 1000)]
    assert counter.available("COD", MONDAY) == 7000


def test_draw_refuses_more_than_is_sellable(counter):
    with pytest.raises(OutOfStock) as err:
        counter.draw("COD", 9000, day(2))
    assert err.value.available == 8000
    assert counter.available("COD", day(2)) == 8000


def test_duplicate_batches_are_refused(counter):
    with pytest.raises(ValueError):
        counter.receive(Batch("B1", "HAD", MONDAY, 1000))


def test_withdraws_expired_batches(counter):
    gone = counter.withdraw_expired(day(2))
    assert sorted(b.batch_id for b in gone) == ["B1", "B3", "B4", "B5"]
    assert [b.batch_id for b in counter.batches] == ["B2"]
