import pytest

from kiln.units import (
    c_to_f,
    f_to_c,
    format_duration,
    format_temp,
    hours,
    rate_c_to_f,
    rate_f_to_c,
)


def test_temperature_round_trip():
    assert c_to_f(100) == 212
    assert c_to_f(-40) == -40
    assert f_to_c(32) == 0
    assert f_to_c(c_to_f(1222)) == pytest.approx(1222)


def test_rates_have_no_offset():
    assert rate_c_to_f(100) == 180
    assert rate_f_to_c(180) == 100
    assert rate_c_to_f(0) == 0


def test_hours():
    assert hours(90) == 1.5


@pytest.mark.parametrize(
    "minutes, text",
    [(0, "0h 00m"), (5, "0h 05m"), (60, "1h 00m"), (425, "7h 05m"), (59.6, "1h 00m")],
)
def test_format_duration(minutes, text):
    assert format_duration(minutes) == text


def test_format_temp():
    assert format_temp(1222.4) == "1222°C"
    assert format_temp(1222, "F") == "2232°F"
    with pytest.raises(ValueError):
        format_temp(100, "K")
