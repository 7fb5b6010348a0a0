"""Bookings of telescopes, night by night."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time

from stargaze.telescopes import Telescope
from stargaze.timeutil import contains, night_of, night_window, overlaps, slots


class BookingError(ValueError):
    """A booking the schedule cannot take."""


@dataclass(frozen=True)
class Booking:
    telescope: Telescope
    observer: str
    start: datetime
    end: datetime

    @property
    def night(self) -> date:
        return night_of(self.start)


class Schedule:
    def __init__(self, opens: time = time(20, 0), closes: time = time(4, 0)) -> None:
        self.opens = opens
        self.closes = closes
        self.bookings: list[Booking] = []

    def open_window(self, night: date) -> tuple[datetime, datetime]:
        return night_window(night, self.opens, self.closes)

    def add(self, telescope: Telescope, observer: str, start: datetime, end: datetime) -> Booking:
        if end <= start:
            raise BookingError("a booking must end after it starts")
        minutes = (end - start).total_seconds() / 60
        if minutes % telescope.block_minutes:
            raise BookingError(f"{telescope.key} is booked in blocks of {telescope.block_minutes} minutes")
        opens, closes = self.open_window(night_of(start))
        if not contains(opens, closes, start, end):
            raise BookingError(f"the dome is open from {opens:%H:%M} to {closes:%H:%M}")
        for other in self.for_telescope(telescope):
            if overlaps(other.start, other.end, start, end):
                raise BookingError(f"{telescope.key} is booked by {other.observer} from {other.start:%H:%M}")
        booking = Booking(telescope, observer, start, end)
        self.bookings.append(booking)
        return booking

    def for_telescope(self, telescope: Telescope) -> list[Booking]:
        return [b for b in self.bookings if b.telescope.key == telescope.key]

    def on_night(self, night: date) -> list[Booking]:
        return sorted((b for b in self.bookings if b.night == night), key=lambda b: (b.start, b.telescope.key))

    def cancel(self, booking: Booking) -> None:
        self.bookings.remove(booking)

    def free_slots(self, telescope: Telescope, night: date, minutes: int) -> list[tuple[datetime, datetime]]:
        opens, closes = self.open_window(night)
        taken = self.for_telescope(telescope)
        return [
            (start, end)
            for start, end in slots(opens, closes, minutes)
            if not any(overlaps(b.start, b.end, start, end) for b in taken)
        ]
