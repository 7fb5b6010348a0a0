import dataclasses

import pytest

from maltings import barley


def test_accepts_good_lot(lot):
    assert barley.assess(lot) == []


def test_protein_and_dry_tonnes(lot):
    assert lot.protein == pytest.approx(9.875)
    assert lot.dry_tonnes == pytest.approx(24.304)


def test_rejections_name_each_reason(lot):
    wet = dataclasses.replace(lot, moisture=16.2, germinative_energy=91.0)
    assert barley.assess(wet) == [
        "moisture 16.2% over 15.0%",
        "germinative energy 91% under 96%",
    ]


def test_distilling_spec_is_tighter_on_nitrogen(lot):
    assert barley.assess(lot, barley.BREWING) == []
    assert barley.assess(lot, barley.DISTILLING) == []
    high = dataclasses.replace(lot, nitrogen=1.66)
    assert barley.assess(high, barley.DISTILLING) == ["nitrogen 1.66% over 1.60%"]


def test_light_and_dirty_lot(lot):
    poor = dataclasses.replace(lot, screenings=4.5, specific_weight=60.2, nitrogen=1.40)
    assert barley.assess(poor) == [
        "nitrogen 1.40% under 1.45%",
        "screenings 4.5% over 3.0%",
        "specific weight 60.2 under 62.0 kg/hl",
    ]


def test_cleaned_tonnes(lot):
    assert barley.cleaned_tonnes(lot) == pytest.approx(27.44)


def test_blend_weights_by_tonnes(lot):
    other = dataclasses.replace(
        lot, lot_id="L24-034", supplier="Ashwell", tonnes=12.0, moisture=14.2, nitrogen=1.48
    )
    blended = barley.blend([lot, other], "S24-09")
    assert blended.tonnes == 40.0
    assert blended.moisture == pytest.approx(13.5)
    assert blended.nitrogen == pytest.approx(1.55)
    assert blended.supplier == "Ashwell+Hall Farm"


def test_blend_refuses_mixed_varieties(lot):
    other = dataclasses.replace(lot, variety="Laureate")
    with pytest.raises(ValueError, match="cannot blend"):
        barley.blend([lot, other], "S24-10")
    with pytest.raises(ValueError):
        barley.blend([], "S24-11")
