import pytest

from maltings import steeping
from maltings.steeping import SteepStage


def test_stage_validation():
    with pytest.raises(ValueError):
        SteepStage("soak", 8)
    with pytest.raises(ValueError):
        SteepStage("wet", 0)


def test_warmer_water_is_taken_up_faster():
    cold = SteepStage("wet", 8, 12.0)
    warm = SteepStage("wet", 8, 18.0)
    assert steeping.uptake_rate(warm) > steeping.uptake_rate(cold)
    assert steeping.uptake_rate(SteepStage("air", 10)) == steeping.AIR_RATE


def test_moisture_after_one_wet_stage():
    assert steeping.moisture_after(13.2, SteepStage("wet", 8, 15.0)) == pytest.approx(30.60, abs=0.01)


def test_standard_programme_reaches_steep_out():
    assert steeping.steep_out_moisture(13.2, steeping.STANDARD) == pytest.approx(45.11, abs=0.01)


def test_moisture_curve():
    assert steeping.moisture_curve(13.2, steeping.STANDARD) == [
        (0.0, 13.2),
        (8.0, 30.6),
        (22.0, 34.27),
        (30.0, 42.02),
        (40.0, 43.13),
        (44.0, 45.11),
    ]


def test_hours_and_water():
    assert steeping.steep_hours(steeping.STANDARD) == 44
    assert len(steeping.wet_stages(steeping.STANDARD)) == 3
    assert steeping.water_m3(27.44, steeping.STANDARD) == pytest.approx(107.02)


def test_water_absorbed():
    # 1 t at 12% holds 880 kg of dry matter; at 45% that is 1600 kg of grain.
    assert steeping.water_absorbed_kg(1.0, 12.0, 45.0) == pytest.approx(600.0)
