from __future__ import annotations

from collections.abc import Iterable, Iterator
from datetime import date, timedelta

from hostel.models import Bed, Booking


def nights_between(arrive: date, depart: date) -> Iterator[date]:
    night = arrive
    while night < depart:
        yield night
        night += timedelta(days=1)


def is_free(bed: Bed, bookings: Iterable[Booking], arrive: date, depart: date) -> bool:
    for booking in bookings:
        if booking.bed != bed:
            continue
        if booking.arrive < depart and arrive < booking.depart:
            return False
    return True


def free_beds(
    beds: Iterable[Bed], bookings: list[Booking], arrive: date, depart: date
) -> list[Bed]:
    if depart <= arrive:
        raise ValueError("depart must be after arrive")
    return [bed for bed in beds if is_free(bed, bookings, arrive, depart)]
