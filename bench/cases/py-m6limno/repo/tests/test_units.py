import pytest

from limno.units import fahrenheit_to_celsius, parse_temperature, percent


def test_fahrenheit():
    assert fahrenheit_to_celsius(32) == 0
    assert fahrenheit_to_celsius(212) == pytest.approx(100)
    assert fahrenheit_to_celsius(39.2) == pytest.approx(4.0)


def test_parse_temperature():
    assert parse_temperature("12.5") == 12.5
    assert parse_temperature("50", "f") == pytest.approx(10.0)
    with pytest.raises(ValueError):
        parse_temperature("12", "K")


def test_percent():
    assert percent(3, 4) == 75
    with pytest.raises(ZeroDivisionError):
        percent(1, 0)
