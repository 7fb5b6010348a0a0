import pytest

from zymurgy import hops
from zymurgy.hops import HopAddition


def test_utilization():
    assert hops.utilization(1.050, 60) == pytest.approx(0.231, abs=1e-3)
    assert hops.utilization(1.050, 0) == 0.0
    assert hops.utilization(1.080, 60) < hops.utilization(1.040, 60)


def test_ibu_of_one_addition():
    a = HopAddition("Challenger", 30, 7.5, 60)
    assert hops.ibu(a, 1.050, 20) == pytest.approx(26.0, abs=0.1)


def test_total():
    adds = [HopAddition("Magnum", 15, 12.0, 60), HopAddition("Cascade", 30, 6.0, 10)]
    assert hops.total_ibu(adds, 1.050, 20) == pytest.approx(
        hops.ibu(adds[0], 1.050, 20) + hops.ibu(adds[1], 1.050, 20)
    )
    assert hops.total_ibu([], 1.050, 20) == 0
