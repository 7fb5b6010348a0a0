from datetime import date
from decimal import Decimal

import pytest

from chairlift.passes import PassError, age_on, band_for, day_factor, issue, price


def test_age_on_birthday():
    assert age_on(date(2001, 2, 13), date(2027, 2, 13)) == 26
    assert age_on(date(2001, 2, 14), date(2027, 2, 13)) == 25


@pytest.mark.parametrize("age,band", [
    (0, "infant"), (5, "infant"), (6, "child"), (15, "child"), (16, "adult"),
    (64, "adult"), (65, "senior"), (79, "senior"), (80, "veteran"), (101, "veteran"),
])
def test_bands(age, band):
    assert band_for(age) == band


def test_negative_age():
    with pytest.raises(PassError):
        band_for(-1)


def test_day_factor():
    assert day_factor(1) == 1
    assert day_factor(2) == Decimal("0.95")
    assert day_factor(7) == Decimal("0.70")
    assert day_factor(12) == Decimal("0.70")
    with pytest.raises(PassError):
        day_factor(0)


def test_prices():
    assert price("adult", 1) == Decimal("52.00")
    assert price("adult", 3) == Decimal("148.20")
    assert price("child", 2) == Decimal("66.30")
    assert price("adult", 1, low_season=True) == Decimal("41.60")
    assert price("infant", 6) == Decimal("0.00")


def test_bad_prices():
    with pytest.raises(PassError):
        price("student", 1)
    with pytest.raises(PassError):
        price("adult", 0)


def test_issue_and_validity():
    p = issue("P-1", "Ailsa", date(1988, 4, 2), date(2027, 2, 13), 3)
    assert p.band == "adult"
    assert p.last_day == date(2027, 2, 15)
    assert p.valid_on(date(2027, 2, 15))
    assert not p.valid_on(date(2027, 2, 16))
    assert not p.valid_on(date(2027, 2, 12))
    with pytest.raises(PassError):
        issue("P-2", "Rory", date(2016, 9, 30), date(2027, 2, 13), 0)
