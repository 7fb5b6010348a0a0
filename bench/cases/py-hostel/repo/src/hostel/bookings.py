from __future__ import annotations

from datetime import date

from hostel.availability import free_beds
from hostel.models import Bed, Booking, Guest
from hostel.pricing import quote


class NoBedFree(Exception):
    pass


class Ledger:
    def __init__(self, beds: list[Bed]) -> None:
        self.beds = beds
        self.bookings: list[Booking] = []
        self._next = 1

    def book(self, guest: Guest, arrive: date, depart: date, prefer: str = "lower") -> Booking:
        free = free_beds(self.beds, self.bookings, arrive, depart)
        if not free:
            raise NoBedFree(f"no bed free from {arrive} to {depart}")
        free.sort(key=lambda bed: (bed.bunk != prefer, bed.room, bed.number))
        bed = free[0]
        booking = Booking(
            reference=f"H{self._next:04d}",
            guest=guest,
            bed=bed,
            arrive=arrive,
            depart=depart,
            price=quote(bed, arrive, depart, member=guest.member),
        )
        self._next += 1
        self.bookings.append(booking)
        return booking

    def cancel(self, reference: str) -> Booking:
        for index, booking in enumerate(self.bookings):
            if booking.reference == reference:
                return self.bookings.pop(index)
        raise KeyError(reference)

    def on_night(self, night: date) -> list[Booking]:
        return [b for b in self.bookings if b.covers(night)]
