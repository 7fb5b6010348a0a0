import pytest

from tephra import units


def test_conversions():
    assert units.cm_to_m(250) == 2.5
    assert units.km2_to_m2(3) == 3_000_000
    assert units.m3_to_km3(2.5e9) == 2.5


def test_mass_loading():
    assert units.mass_loading(10) == pytest.approx(100.0)
    assert units.mass_loading(4, 1250) == pytest.approx(50.0)


@pytest.mark.parametrize(
    "m3, text",
    [(5e6, "5e+06 m3"), (1234.0, "1.23e+03 m3"), (3.8e7, "0.038 km3"), (1.25e9, "1.25 km3")],
)
def test_format_volume(m3, text):
    assert units.format_volume(m3) == text
