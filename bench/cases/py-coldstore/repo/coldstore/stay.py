"""How many days of a lot's stay fall in a billing period."""

from datetime import date
from typing import Optional


def storage_days(check_in: date, check_out: Optional[date], period_start: date, period_end: date) -> int:
    """Days of the stay inside [period_start, period_end], both ends counted.

    A lot still in store (check_out None) is billed up to the end of the period; the
    check-in and check-out days are both billed.
    """
    if period_end < period_start:
        raise ValueError("period ends before it starts")
    first = max(check_in, period_start)
    last = period_end if check_out is None else min(check_out, period_end)
    if last < first:
        return 0
    return (last - first).days + 1


def month_start(day: date) -> date:
    """The first day of the month of `day`."""
    return day.replace(day=1)
