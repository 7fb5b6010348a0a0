import pytest

from limno.density import density_difference, water_density


def test_maximum_density_near_four_degrees():
    assert water_density(3.9863) == pytest.approx(1000.0)
    assert water_density(4) > water_density(0)
    assert water_density(4) > water_density(8)


def test_known_values():
    assert water_density(20) == pytest.approx(998.23, abs=0.01)
    assert water_density(10) == pytest.approx(999.73, abs=0.01)


def test_difference_is_positive_when_the_lower_water_is_colder():
    assert density_difference(20, 6) == pytest.approx(1.73, abs=0.01)
    assert density_difference(6, 20) == pytest.approx(-1.73, abs=0.01)
