import pytest

from chairlift.lifts import Area, LiftError, lift

from .area import glenmore


def test_capacity_per_hour():
    area = glenmore()
    assert area["Eagle"].capacity_per_hour == 1200
    assert area["Summit"].capacity_per_hour == 2400
    assert area["Nursery"].capacity_per_hour == 1800
    assert area["Ridge"].capacity_per_hour == 900


def test_ride_time_and_gradient():
    eagle = glenmore()["Eagle"]
    assert eagle.ride_time_s == 480
    assert eagle.gradient == pytest.approx(0.3338, abs=1e-4)


def test_total_capacity():
    area = glenmore()
    assert area.total_capacity() == 6300
    assert area.total_capacity(["Eagle", "Ridge"]) == 2100
    assert len(area) == 4


def test_unknown_and_duplicate_lifts():
    area = glenmore()
    with pytest.raises(LiftError, match="no lift called 'Corrie'"):
        area["Corrie"]
    with pytest.raises(LiftError, match="duplicate"):
        area.add(lift("Eagle", "chair", 2, 10, 100, 10, 1, 10))


@pytest.mark.parametrize("args", [
    ("X", "funicular", 2, 10, 100, 10, 1, 10),
    ("X", "chair", 0, 10, 100, 10, 1, 10),
    ("X", "chair", 2, 10, 0, 0, 1, 10),
    ("X", "chair", 2, 10, 100, 100, 1, 10),
    ("X", "chair", 2, 10, 100, 10, 1, 0),
])
def test_bad_lifts(args):
    with pytest.raises(LiftError):
        lift(*args)


def test_empty_area():
    assert Area("Nowhere").total_capacity() == 0
