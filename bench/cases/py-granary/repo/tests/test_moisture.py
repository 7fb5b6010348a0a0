import pytest

from granary.moisture import drying_charge, dry_bushels, shrink_percent, water_shrink


def test_water_shrink():
    assert water_shrink(20.0, 15.5) == pytest.approx(5.325, abs=1e-3)
    assert water_shrink(15.0, 15.5) == 0.0


def test_shrink_adds_handling_only_when_wet():
    assert shrink_percent(20.0, 15.5) == 5.83
    assert shrink_percent(15.5, 15.5) == 0.0
    assert shrink_percent(14.0, 13.0, handling=0.0) == 1.15


def test_dry_bushels():
    assert dry_bushels(1000.0, 20.0, 15.5) == 941.7
    assert dry_bushels(1000.0, 12.0, 13.0) == 1000.0


def test_drying_charge():
    assert drying_charge(1000.0, 20.0, 15.5) == 180.0
    assert drying_charge(500.0, 15.0, 15.5) == 0.0
    assert drying_charge(500.0, 16.0, 15.5, rate_per_point=0.05) == 12.5
