"""Date arithmetic the recurrences need."""

import calendar
import warnings
from datetime import date, timedelta

WEEK = timedelta(days=7)


def add_months(day: date, months: int) -> date:
    """The same day `months` later, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29)."""
    index = day.month - 1 + months
    year, month = day.year + index // 12, index % 12 + 1
    last = calendar.monthrange(year, month)[1]
    return date(year, month, min(day.day, last))


def next_weekday(day: date, weekday: int) -> date:
    """The first date on or after `day` that falls on `weekday` (Monday = 0)."""
    return day + timedelta(days=(weekday - day.weekday()) % 7)


def parse_day(text: str) -> date:
    """An ISO date (YYYY-MM-DD)."""
    return date.fromisoformat(text)


def parse_legacy(text: str) -> date:
    """A DD/MM/YYYY date, as the old import files wrote them."""
    warnings.warn("DD/MM/YYYY dates are deprecated; use ISO dates", DeprecationWarning, stacklevel=2)
    day, month, year = (int(part) for part in text.split("/"))
    return date(year, month, day)
