import pytest

from ringing.rings import OutOfRings, RingStock, split_ring


def test_split_ring():
    assert split_ring("D123456") == ("D", 123456)
    assert split_ring("x004501") == ("X", 4501)
    with pytest.raises(ValueError):
        split_ring("12-34")


def test_issue_in_order_keeping_the_digits():
    stock = RingStock()
    stock.add("A", "X004598", 3)
    assert [stock.issue("A") for _ in range(3)] == ["X004598", "X004599", "X004600"]
    with pytest.raises(OutOfRings):
        stock.issue("A")


def test_next_series_of_the_size():
    stock = RingStock()
    stock.add("B", "TA10", 1)
    stock.add("A", "X000001", 5)
    stock.add("B", "TB500", 2)
    assert stock.issue("B") == "TA10"
    assert stock.issue("B") == "TB500"
    assert stock.remaining("B") == 1
    assert stock.remaining("A") == 5
