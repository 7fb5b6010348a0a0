import pytest

from limno import parse_profile
from limno.stratification import density_gradients, is_stratified, mixed_layer_depth, thermocline_depth

from .casts import SUMMER, WINTER


def test_summer_is_stratified():
    assert is_stratified(SUMMER)
    assert not is_stratified(WINTER)


def test_mixed_layer():
    assert mixed_layer_depth(SUMMER) == 4
    assert mixed_layer_depth(SUMMER, delta=0.5) == 3
    assert mixed_layer_depth(WINTER) is None


def test_gradients_are_per_metre_at_mid_depth():
    gradients = density_gradients(SUMMER)
    assert len(gradients) == 12
    assert gradients[0] == (0.5, pytest.approx(0.022, abs=0.001))
    # 8 m to 10 m: two metres apart
    assert gradients[8] == (9.0, pytest.approx(0.017, abs=0.001))


def test_thermocline():
    assert thermocline_depth(SUMMER) == 4.5
    assert thermocline_depth(WINTER) is None


def test_single_reading():
    profile = parse_profile("depth,temp\n0,12\n")
    assert density_gradients(profile) == []
    assert thermocline_depth(profile) is None
    assert mixed_layer_depth(profile) is None
