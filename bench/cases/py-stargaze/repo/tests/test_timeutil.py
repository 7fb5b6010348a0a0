from __future__ import annotations

from datetime import date, datetime, time

import pytest

from stargaze.timeutil import contains, hours, night_of, night_window, overlaps, slots
from tests.conftest import at


@pytest.mark.parametrize(
    ("moment", "night"),
    [
        (datetime(2027, 1, 8, 21, 0), date(2027, 1, 8)),
        (datetime(2027, 1, 9, 1, 30), date(2027, 1, 8)),
        (datetime(2027, 1, 9, 11, 59), date(2027, 1, 8)),
        (datetime(2027, 1, 9, 12, 0), date(2027, 1, 9)),
    ],
)
def test_night_of_runs_noon_to_noon(moment: datetime, night: date) -> None:
    assert night_of(moment) == night


def test_night_window_crosses_midnight(night: date) -> None:
    assert night_window(night, time(20), time(4)) == (at(20), at(4))
    assert night_window(night, time(18), time(23)) == (at(18), at(23))


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ((20, 22), (21, 23), True),
        ((20, 22), (22, 23), False),
        ((22, 23), (20, 22), False),
        ((20, 23), (21, 22), True),
        ((20, 21), (22, 23), False),
    ],
)
def test_overlaps_is_half_open(a: tuple[int, int], b: tuple[int, int], expected: bool) -> None:
    assert overlaps(at(a[0]), at(a[1]), at(b[0]), at(b[1])) is expected


def test_contains_takes_the_edges() -> None:
    assert contains(at(20), at(4), at(20), at(4))
    assert not contains(at(20), at(4), at(19), at(21))


def test_slots_fill_the_span_in_whole_blocks() -> None:
    assert slots(at(20), at(22, 30), 60) == [(at(20), at(21)), (at(21), at(22))]
    assert slots(at(20), at(20, 30), 60) == []


def test_hours() -> None:
    assert hours(at(23), at(1, 30)) == 2.5
