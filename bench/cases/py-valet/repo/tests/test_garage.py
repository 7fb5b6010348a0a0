import pytest

from valet.garage import Bay, Garage, GarageFull
from valet.vehicles import Vehicle


def small_garage():
    return Garage([
        Bay("G1", 0, "ground", distance=10),
        Bay("B1", -1, "compact", distance=2),
        Bay("B2", -1, "standard", distance=2),
        Bay("B3", -1, "standard", charger=True, distance=8),
        Bay("C1", -2, "standard", distance=1),
    ])


def test_duplicate_codes_rejected():
    with pytest.raises(ValueError):
        Garage([Bay("A", 0, "ground"), Bay("A", -1, "standard")])


def test_tightest_bay_first_then_nearest_level():
    g = small_garage()
    assert g.choose(Vehicle("AA1", size="compact")).code == "B1"
    assert g.choose(Vehicle("AA2")).code == "B2"


def test_ground_bays_kept_for_big_vehicles():
    g = small_garage()
    g.bay("B1").plate = "X1"
    g.bay("B2").plate = "X2"
    # C1 is two floors down, but the ground bay is kept for vans
    assert g.choose(Vehicle("AA3")).code == "C1"


def test_electric_cars_prefer_chargers():
    g = small_garage()
    assert g.choose(Vehicle("EV1", electric=True)).code == "B3"


def test_charger_bays_kept_for_electric_cars():
    g = small_garage()
    for code in ("B1", "B2", "C1", "G1"):
        g.bay(code).plate = code
    # only the charger bay is left, so a petrol car may have it
    assert g.choose(Vehicle("AA4")).code == "B3"


def test_oversize_only_on_ground():
    g = small_garage()
    assert g.choose(Vehicle("VAN1", size="oversize")).code == "G1"
    g.bay("G1").plate = "VAN0"
    with pytest.raises(GarageFull):
        g.choose(Vehicle("VAN1", size="oversize"))


def test_park_and_release():
    g = small_garage()
    bay = g.park(Vehicle("AB12CDE"))
    assert g.where("AB12CDE") is bay
    with pytest.raises(ValueError):
        g.park(Vehicle("AB12CDE"))
    assert g.release("AB12CDE") is bay
    assert bay.free
    with pytest.raises(KeyError):
        g.release("AB12CDE")


def test_occupancy_by_level():
    g = small_garage()
    g.park(Vehicle("AA1"))
    g.park(Vehicle("AA2"))
    assert g.occupancy() == (2, 5)
    assert g.occupancy_by_level() == {-2: (1, 1), -1: (1, 3), 0: (0, 1)}
