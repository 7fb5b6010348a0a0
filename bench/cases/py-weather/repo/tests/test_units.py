import pytest

from weather.units import c_to_f, format_temp, kmh_to_mph


def test_freezing_and_boiling():
    assert (c_to_f(0), c_to_f(100)) == (32, 212)


def test_wind():
    assert kmh_to_mph(16.09344) == pytest.approx(10)


def test_format_temp():
    assert format_temp(17.8, "metric") == "18°C"
    assert format_temp(17.8, "imperial") == "64°F"
