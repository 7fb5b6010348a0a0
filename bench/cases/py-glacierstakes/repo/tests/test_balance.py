from datetime import date

import pytest

from stakenet.balance import network_balance, point_balance, readings_between, season_balance
from stakenet.model import Reading, Stake

from conftest import HYDRO_YEAR, WINTER


def test_point_balance_bare_ice():
    stake = Stake("A", 1500, "ice")
    start = Reading("A", date(2026, 6, 1), 100)
    end = Reading("A", date(2026, 9, 1), 300)
    assert point_balance(stake, start, end) == pytest.approx(-1.8)


def test_point_balance_firn_with_snow():
    stake = Stake("F", 1900, "firn")
    start = Reading("F", date(2025, 9, 1), 200, 0, 0)
    end = Reading("F", date(2026, 5, 1), 190, 300, 450)
    # 10 cm of firn buried deeper (+0.06) plus 1.35 m w.e. of snow
    assert point_balance(stake, start, end) == pytest.approx(1.41)


def test_point_balance_rejects_other_stake_and_order():
    stake = Stake("A", 1500)
    with pytest.raises(ValueError, match="do not belong"):
        point_balance(stake, Reading("B", date(2026, 1, 1), 1), Reading("A", date(2026, 2, 1), 2))
    with pytest.raises(ValueError, match="is not after"):
        point_balance(stake, Reading("A", date(2026, 2, 1), 1), Reading("A", date(2026, 2, 1), 2))


def test_readings_between_is_inclusive(langfjord):
    _, readings = langfjord
    days = [r.day for r in readings_between(readings, "L04", date(2025, 9, 21), date(2026, 9, 19))]
    assert days == [date(2025, 9, 21), date(2026, 5, 5), date(2026, 9, 19)]


def test_season_balance_needs_two_readings(langfjord):
    stakes, readings = langfjord
    with pytest.raises(ValueError, match="found 1"):
        season_balance(stakes["L01"], readings, date(2026, 5, 1), date(2026, 6, 1))


def test_annual_network_balance(langfjord):
    stakes, readings = langfjord
    assert network_balance(stakes, readings, *HYDRO_YEAR) == {
        "L01": -2.853,
        "L02": -2.241,
        "L03": -1.503,
        "L04": -0.248,
        "L05": 0.248,
        "L06": 0.824,
    }


def test_winter_network_balance(langfjord):
    stakes, readings = langfjord
    winter = network_balance(stakes, readings, *WINTER)
    assert winter["L01"] == 0.675
    assert winter["L06"] == 1.672
    assert all(value > 0 for value in winter.values())
