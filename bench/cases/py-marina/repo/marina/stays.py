"""A boat's stay, and how many nights it is charged."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

CHECKOUT = time(12, 0)


@dataclass(frozen=True)
class Stay:
    arrival: datetime
    departure: datetime
    electricity: bool = False

    def __post_init__(self) -> None:
        if self.departure <= self.arrival:
            raise ValueError("a stay must end after it starts")


def nights_charged(stay: Stay, grace_minutes: int = 60) -> int:
    """Nights between the arrival day and the departure day, at least one (a day visit); leaving more than the
    grace period after the noon checkout costs one more night."""
    days = (stay.departure.date() - stay.arrival.date()).days
    if days == 0:
        return 1
    deadline = datetime.combine(stay.departure.date(), CHECKOUT) + timedelta(minutes=grace_minutes)
    return days + 1 if stay.departure > deadline else days


def nights_in(stay: Stay) -> list[date]:
    """The calendar dates of the nights the boat is charged for, from the arrival date on."""
    first = stay.arrival.date()
    return [first + timedelta(days=offset) for offset in range(nights_charged(stay))]
