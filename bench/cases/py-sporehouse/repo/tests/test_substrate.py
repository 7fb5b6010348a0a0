import pytest

from sporehouse.strains import strain
from sporehouse.substrate import batch


def test_shiitake_water_wet_and_spawn(shiitake_batch):
    assert shiitake_batch.water_g == 15_000
    assert shiitake_batch.wet_g == 25_000
    assert shiitake_batch.spawn_g == 1_250


def test_oyster_straw_takes_more_water(oyster_batch):
    assert oyster_batch.water_g == 28_000
    assert oyster_batch.spawn_g == 4_000


def test_moisture_of_the_wet_substrate_is_the_strain_target():
    b = batch("L-1101", strain("LMN"), 4_000)
    assert b.water_g == 6_526
    assert b.water_g / b.wet_g == pytest.approx(0.62, abs=1e-4)


def test_empty_batch():
    with pytest.raises(ValueError, match="no substrate"):
        batch("X", strain("POS"), 0)
