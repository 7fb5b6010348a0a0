from __future__ import annotations

from datetime import date

import pytest

from stargaze import BookingError, Schedule, Telescope
from tests.conftest import at


def test_a_booking_belongs_to_the_night_it_starts(schedule: Schedule, dob: Telescope, night: date) -> None:
    booking = schedule.add(dob, "Ines", at(23), at(1))
    assert booking.night == night
    assert schedule.on_night(night) == [booking]


@pytest.mark.parametrize(
    ("start", "end", "message"),
    [
        ((22, 0), (21, 0), "must end after"),
        ((21, 0), (21, 45), "blocks of 30 minutes"),
        ((19, 0), (21, 0), "open from 20:00 to 04:00"),
        ((3, 0), (5, 0), "open from 20:00 to 04:00"),
    ],
)
def test_refuses_a_booking_it_cannot_take(
    schedule: Schedule, dob: Telescope, start: tuple[int, int], end: tuple[int, int], message: str
) -> None:
    with pytest.raises(BookingError, match=message):
        schedule.add(dob, "Ines", at(*start), at(*end))


def test_refuses_a_clash_on_the_same_telescope(schedule: Schedule, dob: Telescope) -> None:
    schedule.add(dob, "Ines", at(21), at(23))
    with pytest.raises(BookingError, match="booked by Ines from 21:00"):
        schedule.add(dob, "Tomas", at(22), at(0))


def test_two_telescopes_may_be_booked_at_once(schedule: Schedule, dob: Telescope, refractor: Telescope) -> None:
    schedule.add(dob, "Ines", at(21), at(23))
    schedule.add(refractor, "Tomas", at(21), at(23))
    assert len(schedule.bookings) == 2


def test_back_to_back_bookings(schedule: Schedule, dob: Telescope, night: date) -> None:
    first = schedule.add(dob, "Ines", at(21), at(23))
    second = schedule.add(dob, "Tomas", at(23), at(0, 30))
    assert schedule.on_night(night) == [first, second]


def test_cancel_frees_the_time(schedule: Schedule, dob: Telescope) -> None:
    booking = schedule.add(dob, "Ines", at(21), at(23))
    schedule.cancel(booking)
    schedule.add(dob, "Tomas", at(22), at(23))


def test_free_slots_skip_bookings(schedule: Schedule, refractor: Telescope, night: date) -> None:
    schedule.add(refractor, "Ines", at(22), at(0))
    assert schedule.free_slots(refractor, night, 120) == [(at(20), at(22)), (at(0), at(2)), (at(2), at(4))]


def test_a_later_dome_opening(dob: Telescope, night: date) -> None:
    from datetime import time

    schedule = Schedule(opens=time(21, 30), closes=time(2, 0))
    assert schedule.free_slots(dob, night, 90)[0] == (at(21, 30), at(23))
    with pytest.raises(BookingError, match="open from 21:30 to 02:00"):
        schedule.add(dob, "Ines", at(1), at(3))
