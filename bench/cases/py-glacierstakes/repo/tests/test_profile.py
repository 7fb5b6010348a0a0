import pytest

from stakenet.balance import network_balance
from stakenet.profile import band_balances, band_of, glacier_wide_balance

from conftest import HYDRO_YEAR

AREAS = {1400.0: 0.8, 1500.0: 1.6, 1600.0: 2.1, 1700.0: 2.4, 1800.0: 1.1}


def test_band_of():
    assert band_of(1499.9, 100) == 1400
    assert band_of(1500, 100) == 1500
    assert band_of(1735, 50) == 1700


def test_band_balances(langfjord):
    stakes, readings = langfjord
    bands = band_balances(stakes, network_balance(stakes, readings, *HYDRO_YEAR))
    assert bands == {1400.0: -2.853, 1500.0: -2.241, 1600.0: -1.503, 1700.0: 0.0, 1800.0: 0.824}


def test_glacier_wide_balance(langfjord):
    stakes, readings = langfjord
    bands = band_balances(stakes, network_balance(stakes, readings, *HYDRO_YEAR))
    assert glacier_wide_balance(bands, AREAS) == pytest.approx(-1.015)


def test_glacier_wide_balance_missing_band():
    with pytest.raises(ValueError, match=r"no stake balance for bands \[1900.0\]"):
        glacier_wide_balance({1800.0: 0.5}, {1800.0: 1.0, 1900.0: 0.4})
