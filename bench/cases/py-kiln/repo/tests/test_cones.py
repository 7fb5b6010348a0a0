import pytest

from kiln.cones import UnknownCone, cone_for, cone_temperature, normalise


@pytest.mark.parametrize(
    "text, key",
    [("06", "06"), ("cone 06", "06"), ("Cone 6", "6"), ("^6", "6"), (6, "6"), (" 04 ", "04")],
)
def test_normalise(text, key):
    assert normalise(text) == key


def test_unknown_cone():
    with pytest.raises(UnknownCone):
        normalise("cone 42")


def test_leading_zero_matters():
    assert cone_temperature("06") == 999
    assert cone_temperature("6") == 1222


def test_rate_interpolates_and_clamps():
    assert cone_temperature("6", 60) == 1222
    assert cone_temperature("6", 150) == 1240
    assert cone_temperature("6", 105) == pytest.approx(1231)
    assert cone_temperature("6", 20) == 1222
    assert cone_temperature("6", 300) == 1240


def test_cone_for():
    assert cone_for(1222) == "6"
    assert cone_for(1230) == "6"
    assert cone_for(1000) == "06"
    assert cone_for(500) is None
