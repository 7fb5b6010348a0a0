"""Consumption between consecutive readings of a meter."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from meters.readings import Reading


@dataclass(frozen=True)
class Period:
    """What a meter registered from one reading to the next."""

    meter: str
    start: date
    end: date
    used: Decimal
    estimated: bool

    @property
    def days(self) -> int:
        return (self.end - self.start).days


def between(first: Reading, second: Reading, rollover: Decimal | None = None) -> Period:
    """The period from `first` to `second`; with `rollover`, a register that wrapped past it counts on from zero."""
    if first.meter != second.meter:
        raise ValueError(f"readings of two meters: {first.meter} and {second.meter}")
    if second.day <= first.day:
        raise ValueError(f"reading of {second.day} does not follow {first.day}")
    used = second.value - first.value
    if used < 0:
        if rollover is None:
            raise ValueError(f"register went down from {first.value} to {second.value} on {second.day}")
        used += rollover
    return Period(first.meter, first.day, second.day, used, first.estimated or second.estimated)


def periods(readings: Iterable[Reading], rollover: Decimal | None = None) -> Iterator[Period]:
    """The periods between consecutive readings of each meter (readings sorted by meter, then day)."""
    previous: Reading | None = None
    for reading in readings:
        if previous is not None and previous.meter == reading.meter:
            yield between(previous, reading, rollover)
        previous = reading
