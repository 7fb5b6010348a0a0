import pytest

from motorpool.trips import Trip, TripError

from .month import month


def test_trip_distances():
    t = Trip("B1", "X", "D", 1000, 1322, private_km=22)
    assert t.distance_km == 322
    assert t.business_km == 300
    assert t.business_miles == pytest.approx(186.41, abs=0.01)


def test_bad_trips():
    with pytest.raises(TripError):
        Trip("B1", "X", "D", 1000, 999)
    with pytest.raises(TripError):
        Trip("B1", "X", "D", 1000, 1010, private_km=11)


def test_log_updates_odometer():
    fleet, diary, trips, _ = month()
    assert fleet.get("YK19 HTC").odometer_km == 41620
    assert fleet.get("LM21 PQR").odometer_km == 68815
    with pytest.raises(TripError):
        trips.record(list(diary)[0], 41500, 41700)


def test_distance_by_department():
    _, _, trips, _ = month()
    assert trips.distance_by_department() == {
        "Highways": 805,
        "Libraries": 566,
        "Parks": 179,
    }
