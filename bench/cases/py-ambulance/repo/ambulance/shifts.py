"""Staffed vehicle shifts, hourly cover and unit hour utilisation."""

from dataclasses import dataclass
from datetime import datetime, timedelta


@dataclass(frozen=True)
class Shift:
    callsign: str
    start: datetime
    end: datetime

    def __post_init__(self):
        if self.end <= self.start:
            raise ValueError(f"{self.callsign}: shift ends before it starts")

    @property
    def hours(self):
        return (self.end - self.start).total_seconds() / 3600.0

    def covers(self, moment):
        return self.start <= moment < self.end


def parse_shift(text, day):
    """Parse 'CALLSIGN HH:MM-HH:MM'; an end at or before the start is the next day."""
    callsign, span = text.split()
    first, last = span.split("-")
    start = datetime.combine(day, datetime.strptime(first, "%H:%M").time())
    end = datetime.combine(day, datetime.strptime(last, "%H:%M").time())
    if end <= start:
        end += timedelta(days=1)
    return Shift(callsign, start, end)


def staffed_hours(shifts):
    return sum(s.hours for s in shifts)


def busy_hours(calls):
    """Hours vehicles spent committed to calls."""
    return sum(c.job_cycle_minutes for c in calls if c.job_cycle_minutes is not None) / 60.0


def unit_hour_utilisation(shifts, calls):
    """Busy hours per staffed hour (UHU)."""
    staffed = staffed_hours(shifts)
    if staffed == 0:
        return 0.0
    return round(busy_hours(calls) / staffed, 2)


def hourly_cover(shifts, day):
    """Number of vehicles on shift at the start of each hour of the day."""
    midnight = datetime.combine(day, datetime.min.time())
    cover = []
    for hour in range(24):
        moment = midnight + timedelta(hours=hour)
        cover.append(sum(1 for s in shifts if s.covers(moment)))
    return cover


def gaps(shifts, day, minimum=1):
    """Hours of the day with fewer than ``minimum`` vehicles on shift."""
    return [hour for hour, count in enumerate(hourly_cover(shifts, day)) if count < minimum]
