"""Grouping shifts into the site's ISO weeks."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from datetime import date, datetime, timedelta

from shiftweek.models import Shift


def week_of(moment: datetime) -> date:
    """The Monday of the ISO week holding `moment`, read on the site's wall clock."""
    day = moment.date()
    return day - timedelta(days=day.weekday())


def weekly_minutes(shifts: Iterable[Shift]) -> dict[tuple[str, date], int]:
    """Paid minutes per (worker, Monday); a shift counts in the week it starts."""
    totals: dict[tuple[str, date], int] = defaultdict(int)
    for shift in shifts:
        totals[(shift.worker, week_of(shift.start))] += shift.minutes
    return dict(totals)
