import pytest

from granary.crops import CROPS, bushels, crop


def test_lookup_ignores_case():
    assert crop("Corn") is CROPS["corn"]


def test_unknown_crop():
    with pytest.raises(ValueError, match="unknown crop: barley"):
        crop("barley")


def test_bushels_of_corn_and_soybeans():
    assert bushels(56000, crop("corn")) == 1000.0
    assert bushels(30000, crop("soybeans")) == 500.0
    assert bushels(1000, crop("corn")) == 17.86


def test_negative_weight():
    with pytest.raises(ValueError):
        bushels(-1, crop("wheat"))


def test_market_moistures():
    assert crop("corn").market_moisture == 15.5
    assert crop("soybeans").market_moisture == 13.0
    assert crop("wheat").market_moisture == 13.5
