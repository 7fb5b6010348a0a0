from __future__ import annotations

from datetime import date

import pytest

from hostel.availability import free_beds, is_free, nights_between
from hostel.models import Bed, Booking, Guest

from .conftest import MONDAY


def test_nights_between_excludes_departure() -> None:
    assert list(nights_between(date(2026, 6, 1), date(2026, 6, 3))) == [
        date(2026, 6, 1),
        date(2026, 6, 2),
    ]


def test_a_departure_frees_the_bed_that_night(beds: list[Bed]) -> None:
    guest = Guest("X", "x@example.org", "DE")
    booking = Booking("H0001", guest, beds[0], MONDAY, date(2026, 6, 3))
    assert not is_free(beds[0], [booking], date(2026, 6, 2), date(2026, 6, 4))
    assert is_free(beds[0], [booking], date(2026, 6, 3), date(2026, 6, 4))
    assert free_beds(beds, [booking], MONDAY, date(2026, 6, 2)) == beds[1:]


def test_free_beds_wants_at_least_one_night(beds: list[Bed]) -> None:
    with pytest.raises(ValueError):
        free_beds(beds, [], MONDAY, MONDAY)
