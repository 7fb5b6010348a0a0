"""A recurrence rule and the dates it produces."""

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, timedelta

from scheduler.dates import WEEK, add_months, next_weekday

FREQUENCIES = ("daily", "weekly", "monthly")


@dataclass(frozen=True)
class Recurrence:
    """Every `interval` days/weeks/months from `start`."""

    start: date
    frequency: str = "weekly"
    interval: int = 1

    def __post_init__(self) -> None:
        if self.frequency not in FREQUENCIES:
            raise ValueError(f"frequency must be one of {FREQUENCIES}, not {self.frequency!r}")
        if self.interval < 1:
            raise ValueError("interval must be at least 1")

    def nth(self, n: int) -> date:
        """The n-th occurrence (0 is the start)."""
        if self.frequency == "daily":
            return self.start + timedelta(days=n * self.interval)
        if self.frequency == "weekly":
            return self.start + n * self.interval * WEEK
        return add_months(self.start, n * self.interval)


def occurrences(rule: Recurrence, after: date, count: int) -> Iterator[date]:
    """The next `count` occurrences on or after `after`."""
    n, found = 0, 0
    while found < count:
        day = rule.nth(n)
        if day >= after:
            found += 1
            yield day
        n += 1


def first_on_weekday(start: date, weekday: int) -> Recurrence:
    """A weekly rule starting on the first `weekday` on or after `start`."""
    return Recurrence(next_weekday(start, weekday), "weekly")
