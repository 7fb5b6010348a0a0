import pytest

from motorpool.vehicles import Fleet, FleetError, Vehicle, normalise_registration


def test_registration_normalised():
    assert normalise_registration("  ab12   cde ") == "AB12 CDE"
    with pytest.raises(FleetError):
        normalise_registration("   ")
    assert Vehicle("yk19 htc", "Skoda", "estate", 5).registration == "YK19 HTC"


def test_bad_vehicles():
    with pytest.raises(FleetError):
        Vehicle("AB12 CDE", "Tractor", "tractor", 1)
    with pytest.raises(FleetError):
        Vehicle("AB12 CDE", "Ghost", "car", 0)


def test_odometer_only_goes_up():
    v = Vehicle("AB12 CDE", "Fiesta", "car", 5, odometer_km=100)
    v.record_odometer(150)
    assert v.odometer_km == 150
    with pytest.raises(FleetError):
        v.record_odometer(149)


def test_fleet_lookup_and_duplicates():
    fleet = Fleet([Vehicle("AB12 CDE", "Fiesta", "car", 5)])
    assert fleet.get("ab12 cde").make == "Fiesta"
    with pytest.raises(FleetError):
        fleet.add(Vehicle("ab12  cde", "Focus", "car", 5))
    with pytest.raises(FleetError):
        fleet.get("ZZ99 ZZZ")
    assert len(fleet) == 1


def test_available_sorted_by_seats():
    fleet = Fleet([
        Vehicle("C1", "Minibus", "minibus", 14),
        Vehicle("A1", "Van", "van", 3),
        Vehicle("B1", "Estate", "estate", 5),
        Vehicle("D1", "Car", "car", 5),
    ])
    assert [v.registration for v in fleet.available()] == ["A1", "B1", "D1", "C1"]
    assert [v.registration for v in fleet.available(min_seats=6)] == ["C1"]
    fleet.withdraw("B1", "windscreen")
    assert [v.registration for v in fleet.available("estate")] == []
    assert fleet.get("B1").notes == ["withdrawn: windscreen"]
