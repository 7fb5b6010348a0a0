import pytest

from stakenet.units import ICE_DENSITY, cm_to_m, surface_density, water_equivalent


def test_cm_to_m():
    assert cm_to_m(250) == 2.5


def test_water_equivalent_of_ice():
    assert water_equivalent(1.0, ICE_DENSITY) == pytest.approx(0.9)


def test_water_equivalent_rejects_zero_density():
    with pytest.raises(ValueError):
        water_equivalent(1.0, 0)


def test_surface_density():
    assert surface_density("ice") == 900.0
    assert surface_density("firn") == 600.0
    with pytest.raises(ValueError, match="unknown stake surface 'rock'"):
        surface_density("rock")
