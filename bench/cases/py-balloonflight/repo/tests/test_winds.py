import pytest

from balloonflight.winds import WindLayer, parse_layer, parse_profile

FORECAST = """\
# 06:00 forecast
0-1000 240/06
1000-3000 270/12
3000-6000 300/20
"""


def test_parse_layer():
    assert parse_layer("0-1000 240/06") == WindLayer(0.0, 1000.0, 240.0, 6.0)
    assert parse_layer("1000-2000 360/10").direction_deg == 0.0
    with pytest.raises(ValueError):
        parse_layer("2000-1000 240/06")


def test_layer_at_a_height():
    profile = parse_profile(FORECAST)
    assert profile.layer_at(500).speed_kt == 6.0
    assert profile.layer_at(1000).direction_deg == 270.0
    assert profile.layer_at(5999).speed_kt == 20.0
    with pytest.raises(ValueError, match="no forecast wind at 6000 ft"):
        profile.layer_at(6000)
