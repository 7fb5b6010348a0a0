"""Thermocouple logs from the controller, and how a firing kept to its schedule."""

import csv
import io
from dataclasses import dataclass


@dataclass(frozen=True)
class Reading:
    minute: float
    temp: float


class LogError(ValueError):
    pass


def parse(text):
    """Readings from `minute,temp` CSV (a header line is allowed)."""
    readings = []
    for number, row in enumerate(csv.reader(io.StringIO(text)), start=1):
        if not row or not "".join(row).strip():
            continue
        if row[0].strip().lower() == "minute":
            continue
        if len(row) != 2:
            raise LogError(f"line {number}: expected minute,temp")
        try:
            readings.append(Reading(float(row[0]), float(row[1])))
        except ValueError:
            raise LogError(f"line {number}: not a number: {','.join(row)}") from None
    readings.sort(key=lambda r: r.minute)
    return readings


def deviations(readings, schedule):
    """(minute, measured - planned) for each reading."""
    return [(r.minute, r.temp - schedule.temperature_at(r.minute)) for r in readings]


def worst_deviation(readings, schedule):
    """The reading furthest from plan, as (minute, difference), or None."""
    diffs = deviations(readings, schedule)
    if not diffs:
        return None
    return max(diffs, key=lambda d: abs(d[1]))


def heating_rate(readings, start_minute, end_minute):
    """The measured rate in °C/h between two minutes (nearest readings)."""
    window = [r for r in readings if start_minute <= r.minute <= end_minute]
    if len(window) < 2:
        raise LogError("need two readings in the window")
    first, last = window[0], window[-1]
    return (last.temp - first.temp) / (last.minute - first.minute) * 60


def reached(readings, temp):
    """The minute the log first reaches `temp`, or None."""
    for reading in readings:
        if reading.temp >= temp:
            return reading.minute
    return None
