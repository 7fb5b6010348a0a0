"""A hut's bunks and its bookings."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from hutbook.calendar import nights_between
from hutbook.pricing import price_stay


class FullError(Exception):
    """Not enough free bunks on some night of the stay."""


@dataclass
class Booking:
    name: str
    arrive: date
    leave: date
    bunks: int
    price_cents: int


@dataclass
class Hut:
    name: str
    bunks: int
    bookings: list[Booking] = field(default_factory=list)

    def taken(self, night: date) -> int:
        return sum(b.bunks for b in self.bookings if b.arrive <= night < b.leave)

    def free(self, night: date) -> int:
        return self.bunks - self.taken(night)

    def book(self, name: str, arrive: date, leave: date, bunks: int, member: bool = False) -> Booking:
        nights = nights_between(arrive, leave)
        if not nights:
            raise ValueError("a stay is at least one night")
        short = [night for night in nights if self.free(night) < bunks]
        if short:
            raise FullError(f"{self.name}: {bunks} bunks not free on {short[0]}")
        booking = Booking(name, arrive, leave, bunks, price_stay(arrive, leave, bunks, member))
        self.bookings.append(booking)
        return booking
