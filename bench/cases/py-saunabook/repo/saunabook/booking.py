"""Bookings against the day's sessions, never over the sauna's capacity."""

from __future__ import annotations

from dataclasses import dataclass, field

from saunabook.config import SaunaConfig
from saunabook.pricing import booking_price
from saunabook.slots import Slot, slot_at


class BookingError(Exception):
    pass


@dataclass
class Booking:
    name: str
    slot: Slot
    guests: int
    members: int
    price_cents: int


@dataclass
class Booker:
    config: SaunaConfig
    bookings: list[Booking] = field(default_factory=list)

    def taken(self, slot: Slot) -> int:
        return sum(b.guests for b in self.bookings if b.slot == slot)

    def free(self, label: str) -> int:
        return self.config.capacity - self.taken(slot_at(self.config, label))

    def book(self, name: str, label: str, guests: int, members: int = 0) -> Booking:
        if guests <= 0:
            raise BookingError("a booking needs at least one guest")
        try:
            slot = slot_at(self.config, label)
        except KeyError:
            raise BookingError(f"no session {label}") from None
        if self.taken(slot) + guests > self.config.capacity:
            raise BookingError(f"session {label} has only {self.free(label)} places left")
        booking = Booking(name, slot, guests, members, booking_price(self.config, guests, members))
        self.bookings.append(booking)
        return booking

    def cancel(self, name: str, label: str) -> None:
        slot = slot_at(self.config, label)
        before = len(self.bookings)
        self.bookings = [b for b in self.bookings if not (b.name == name and b.slot == slot)]
        if len(self.bookings) == before:
            raise BookingError(f"{name} has no booking at {label}")
