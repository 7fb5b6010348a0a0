from datetime import date

import pytest

from motorpool.fuel import FillUp, FuelLog

from .month import month


def test_fill_cost():
    assert FillUp("X", date(2026, 3, 1), 40.0, 1.459, 0).cost == 58.36
    with pytest.raises(ValueError):
        FuelLog().add(FillUp("X", date(2026, 3, 1), 0, 1.459, 0))


def test_spend():
    _, _, _, fuel = month()
    assert fuel.spend("YK19 HTC") == pytest.approx(58.36 + 31.58 + 10.21)
    assert fuel.spend() == pytest.approx(100.15 + 91.74 + 30.58 + 59.10)


def test_consumption_between_full_tanks():
    _, _, _, fuel = month()
    l100, uk_mpg = fuel.consumption("YK19 HTC")
    assert l100 == pytest.approx(28.4 * 100 / 420)
    assert uk_mpg == pytest.approx(41.8, abs=0.05)
    l100, uk_mpg = fuel.consumption("LM21 PQR")
    assert l100 == pytest.approx(58.4 * 100 / 805)
    assert fuel.consumption("WA70 EVN") is None
