import pytest

from limno import parse_profile
from limno.oxygen import oxygen_readings, percent_saturation, saturation

from .casts import SUMMER


def test_saturation_at_sea_level():
    assert saturation(20) == pytest.approx(9.09, abs=0.01)
    assert saturation(4) == pytest.approx(13.11, abs=0.01)


def test_saturation_falls_with_altitude():
    assert saturation(20, 1000) == pytest.approx(9.09 * 0.887, abs=0.02)


def test_percent_saturation():
    assert percent_saturation(SUMMER.surface, SUMMER.altitude) == pytest.approx(103.5, abs=0.1)
    assert percent_saturation(parse_profile("depth,temp\n0,12\n").surface) is None


def test_oxygen_readings_skip_blanks():
    profile = parse_profile("depth,temp,do\n0,15,9.1\n1,14.8,\n2,14,8.8\n")
    assert [r.depth for r in oxygen_readings(profile)] == [0, 2]
