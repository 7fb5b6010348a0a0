from datetime import timedelta

import pytest

from seedswap import HoldError
from tests.conftest import TODAY


def test_available_without_holds(catalog):
    assert catalog.available_grams("BEA-03", TODAY) == 600
    assert catalog.available_packets("BEA-03", TODAY) == 30


def test_hold_sets_seed_aside(catalog):
    catalog.place_hold("BEA-03", "ana", 3, TODAY)
    assert catalog.available_grams("BEA-03", TODAY) == 540
    assert catalog.available_packets("BEA-03", TODAY) == 27


def test_lapsed_hold_frees_seed(catalog):
    catalog.place_hold("TOM-01", "ben", 5, TODAY)
    assert catalog.available_grams("TOM-01", TODAY + timedelta(days=14)) == 30
    assert catalog.available_grams("TOM-01", TODAY + timedelta(days=15)) == 40


def test_cannot_hold_more_than_available(catalog):
    catalog.place_hold("LET-02", "cy", 20, TODAY)
    with pytest.raises(HoldError, match="only 5 packets"):
        catalog.place_hold("LET-02", "dee", 6, TODAY)


def test_collect_takes_seed_off_the_shelf(catalog):
    hold = catalog.place_hold("TOM-01", "ben", 5, TODAY)
    catalog.collect(hold, TODAY + timedelta(days=3))
    assert catalog.get("TOM-01").grams == 30
    assert catalog.available_grams("TOM-01", TODAY) == 30
    assert catalog.holds == []


def test_collect_lapsed_hold_refused(catalog):
    hold = catalog.place_hold("TOM-01", "ben", 1, TODAY)
    with pytest.raises(HoldError, match="lapsed"):
        catalog.collect(hold, TODAY + timedelta(days=20))


def test_low_stock_fewest_first(catalog):
    catalog.place_hold("TOM-01", "ben", 10, TODAY)
    low = catalog.low_stock(50, TODAY)
    assert [v.code for v in low] == ["TOM-01", "LET-02"]


def test_unknown_variety(catalog):
    with pytest.raises(HoldError, match="no variety"):
        catalog.place_hold("CAR-09", "ana", 1, TODAY)
