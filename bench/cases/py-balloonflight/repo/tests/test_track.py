import pytest

from balloonflight.cli import main
from balloonflight.track import Leg, drift_km, landing
from balloonflight.winds import parse_profile

FORECAST = """\
0-1000 270/06
1000-3000 180/12
"""


def test_drift_downwind():
    profile = parse_profile(FORECAST)
    # a westerly carries the balloon east, a southerly north
    east, north = drift_km(profile, [Leg(500, 30)])
    assert east == pytest.approx(5.556, abs=0.001)
    assert north == pytest.approx(0.0, abs=1e-9)
    east, north = drift_km(profile, [Leg(2000, 15)])
    assert north == pytest.approx(5.556, abs=0.001)


def test_landing_after_two_legs():
    profile = parse_profile(FORECAST)
    assert landing(profile, [Leg(500, 30), Leg(2000, 15)]) == (7.9, 45)


def test_cli(tmp_path, capsys):
    winds = tmp_path / "winds.txt"
    winds.write_text(FORECAST)
    assert main([str(winds), "--leg", "500:30", "--leg", "2000:15"]) == 0
    assert capsys.readouterr().out == "landing 7.9 km on a bearing of 045°\n"
    assert main([str(winds), "--leg", "4000:10"]) == 1
