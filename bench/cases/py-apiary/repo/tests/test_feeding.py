import pytest

from apiary.feeding import AUTUMN_RATIO, SPRING_RATIO, autumn_feed, stores_kg, syrup, winter_shortfall


def test_syrup():
    assert syrup(2.0, SPRING_RATIO) == (2.0, 2.0)
    assert syrup(2.0, AUTUMN_RATIO) == (2.0, 1.0)


def test_stores(hives):
    acacia, bramble = hives[0], hives[1]
    assert stores_kg(acacia, 4) == pytest.approx(9.2)
    assert stores_kg(bramble, 4) == pytest.approx(12.8)
    assert winter_shortfall(acacia, 4) == pytest.approx(8.8)
    assert winter_shortfall(bramble, 7) == 0.0


def test_autumn_feed(hives):
    acacia = hives[0]
    # 8.8 kg short: 7.04 kg sugar in 3.52 l water, rounded up
    assert autumn_feed(acacia, 4) == (7.5, 4.0)
    assert autumn_feed(acacia, 8) == (0.0, 0.0)
