"""Times of an observing night, which runs from noon to noon."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

NIGHT_TURNOVER = time(12, 0)


def night_of(moment: datetime) -> date:
    """The night a moment belongs to: the date of the evening it follows."""
    if moment.time() < NIGHT_TURNOVER:
        return moment.date() - timedelta(days=1)
    return moment.date()


def night_window(night: date, opens: time, closes: time) -> tuple[datetime, datetime]:
    """When the dome is open on a night: from `opens` that evening to `closes` (the next morning if earlier)."""
    start = datetime.combine(night, opens)
    end = datetime.combine(night, closes)
    if end <= start:
        end += timedelta(days=1)
    return start, end


def overlaps(a_start: datetime, a_end: datetime, b_start: datetime, b_end: datetime) -> bool:
    """Whether two half-open spans [start, end) share any moment."""
    return a_start < b_end and b_start < a_end


def contains(outer_start: datetime, outer_end: datetime, start: datetime, end: datetime) -> bool:
    """Whether the span [start, end) lies inside [outer_start, outer_end)."""
    return outer_start <= start and end <= outer_end


def slots(start: datetime, end: datetime, minutes: int) -> list[tuple[datetime, datetime]]:
    """Consecutive blocks of `minutes` from start, the last one ending at or before end."""
    step = timedelta(minutes=minutes)
    out = []
    while start + step <= end:
        out.append((start, start + step))
        start += step
    return out


def hours(start: datetime, end: datetime) -> float:
    return (end - start).total_seconds() / 3600
