from datetime import date

import pytest

from hutbook.pricing import price_stay


def test_weeknights_in_spring():
    # Monday and Tuesday nights
    assert price_stay(date(2026, 5, 4), date(2026, 5, 6), 1) == 2 * 2900


def test_weekend_supplement_and_bunks():
    # Friday, Saturday, Sunday nights in summer
    assert price_stay(date(2026, 7, 10), date(2026, 7, 13), 2) == 2 * (3 * 3800 + 2 * 300)


def test_member_discount_on_the_whole_stay():
    assert price_stay(date(2026, 7, 10), date(2026, 7, 13), 1, member=True) == 12000 - 12000 * 40 // 100


def test_no_bunks():
    with pytest.raises(ValueError):
        price_stay(date(2026, 7, 10), date(2026, 7, 13), 0)
