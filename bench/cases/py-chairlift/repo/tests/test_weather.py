import pytest

from chairlift.weather import HOLD, OPEN, SLOW, Reading, area_status, status

from .area import glenmore


def test_calm_is_open():
    assert status("chair", Reading(5, 8)) == OPEN


def test_slow_then_hold_on_mean_wind():
    assert status("chair", Reading(12, 14)) == SLOW
    assert status("chair", Reading(16, 17)) == HOLD
    assert status("gondola", Reading(16, 17)) == SLOW


def test_gust_holds():
    assert status("chair", Reading(10, 19.9)) == OPEN
    assert status("chair", Reading(10, 20)) == HOLD


def test_bad_readings():
    with pytest.raises(ValueError):
        Reading(-1, 2)
    with pytest.raises(ValueError):
        Reading(10, 8)


def test_area_status_missing_reading_holds():
    statuses = area_status(glenmore(), {
        "Eagle": Reading(13, 15), "Summit": Reading(13, 15), "Nursery": Reading(2, 3),
    })
    assert statuses == {"Eagle": SLOW, "Summit": OPEN, "Nursery": OPEN, "Ridge": HOLD}
