"""The nights of a stay: a stay from arrival to departure sleeps every night but the departure day's."""

from __future__ import annotations

from datetime import date, timedelta


def nights_between(arrive: date, leave: date) -> list[date]:
    """The nights slept, by the date each night starts; empty when `leave` is not after `arrive`."""
    return [arrive + timedelta(days=i) for i in range((leave - arrive).days)]


def is_weekend_night(night: date) -> bool:
    """Friday and Saturday nights."""
    return night.weekday() in (4, 5)
