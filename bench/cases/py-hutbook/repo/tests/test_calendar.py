from datetime import date

from hutbook.calendar import is_weekend_night, nights_between


def test_nights_of_a_stay():
    assert nights_between(date(2026, 7, 10), date(2026, 7, 13)) == [date(2026, 7, 10), date(2026, 7, 11), date(2026, 7, 12)]
    assert nights_between(date(2026, 7, 10), date(2026, 7, 10)) == []


def test_weekend_nights():
    assert is_weekend_night(date(2026, 7, 10))  # a Friday
    assert is_weekend_night(date(2026, 7, 11))
    assert not is_weekend_night(date(2026, 7, 12))
