import pytest

from motorpool import units


def test_km_and_miles():
    assert units.km_to_miles(1.609344) == pytest.approx(1.0)
    assert units.miles_to_km(100) == pytest.approx(160.9344)
    assert units.km_to_miles(units.miles_to_km(42.5)) == pytest.approx(42.5)


def test_litres_per_100km():
    assert units.litres_per_100km(6.0, 100) == 6.0
    assert units.litres_per_100km(27.5, 500) == pytest.approx(5.5)
    with pytest.raises(ValueError):
        units.litres_per_100km(5, 0)


def test_mpg_is_imperial():
    # 4.54609 litres over 1 mile is 1 mpg
    assert units.mpg(4.54609, 1.609344) == pytest.approx(1.0)
    # 5 l/100km is about 56.5 UK mpg
    assert units.mpg(5.0, 100) == pytest.approx(56.5, abs=0.05)
    with pytest.raises(ValueError):
        units.mpg(0, 100)


def test_round_money():
    assert units.round_money(2.345) == 2.35
    assert units.round_money(2.344) == 2.34
    assert units.round_money(-2.345) == -2.35
    assert units.round_money(10) == 10.0
