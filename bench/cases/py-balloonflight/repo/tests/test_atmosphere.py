import pytest

from balloonflight.atmosphere import air_density, pressure_pa, temperature_c


def test_sea_level():
    assert temperature_c(0) == 15.0
    assert pressure_pa(0) == pytest.approx(101_325.0)
    assert air_density(0) == pytest.approx(1.225, abs=0.001)


def test_air_thins_and_cools_with_height():
    assert temperature_c(5000) == pytest.approx(5.09, abs=0.01)
    assert pressure_pa(5000) == pytest.approx(84_307, rel=0.001)
    assert air_density(5000) < air_density(1000) < air_density(0)
