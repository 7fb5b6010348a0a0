from __future__ import annotations

from datetime import date

from shiftweek import Shift, week_of, weekly_minutes

from .conftest import at


def test_week_of_is_the_monday() -> None:
    assert week_of(at(4, 12)) == date(2027, 3, 1)
    assert week_of(at(7, 23, 59)) == date(2027, 3, 1)
    assert week_of(at(8, 0)) == date(2027, 3, 8)


def test_minutes_per_worker_and_week(week: list[Shift]) -> None:
    assert weekly_minutes(week) == {("ana", date(2027, 3, 1)): 1440, ("ben", date(2027, 3, 1)): 480}


def test_a_night_shift_counts_in_the_week_it_starts() -> None:
    sunday_night = Shift("ana", at(7, 22), at(8, 6))
    assert weekly_minutes([sunday_night]) == {("ana", date(2027, 3, 1)): 480}
