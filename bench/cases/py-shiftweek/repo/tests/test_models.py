from __future__ import annotations

from datetime import datetime

import pytest

from shiftweek import Shift

from .conftest import at


def test_minutes_less_the_break() -> None:
    assert Shift("ana", at(1, 8), at(1, 16, 30), break_minutes=30).minutes == 480


def test_naive_times_are_refused() -> None:
    with pytest.raises(ValueError, match="time zone"):
        Shift("ana", datetime(2027, 3, 1, 8), datetime(2027, 3, 1, 16))


def test_a_shift_must_end_after_it_starts() -> None:
    with pytest.raises(ValueError, match="ends before"):
        Shift("ana", at(1, 16), at(1, 8))
