import pytest

from glazebatch.batching import dry_weight, scale, water_for


def test_scale_weights_each_material(celadon):
    parts = {p.material: p for p in scale(celadon, 5000)}
    assert parts["silica"].grams == 1500.0
    assert parts["custer feldspar"].grams == 1350.0
    assert parts["red iron oxide"].grams == 75.0
    assert parts["red iron oxide"].addition
    assert not parts["silica"].addition


def test_scale_rounds_to_a_tenth_of_a_gram(celadon):
    parts = {p.material: p.grams for p in scale(celadon, 333)}
    assert parts["whiting"] == 66.6
    assert parts["red iron oxide"] == 5.0


def test_dry_weight_includes_additions(celadon):
    assert dry_weight(scale(celadon, 1000)) == 1015.0


def test_water_is_rounded_to_50_ml():
    assert water_for(1015.0) == 900
    assert water_for(5000) == 4500


def test_empty_batch_is_refused(celadon):
    with pytest.raises(ValueError, match="must weigh something"):
        scale(celadon, 0)
