"""Meter readings as the reading app exports them: date, meter id, register value."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation


class ReadingError(ValueError):
    """A row of the export that is not a reading, with its line number."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line


@dataclass(frozen=True)
class Reading:
    """One register value of one meter on one day."""

    meter: str
    day: date
    value: Decimal
    estimated: bool = False


def parse_row(line: int, row: list[str]) -> Reading:
    """Read one CSV row: ISO date, meter id, value, and an optional "E" for estimated."""
    if len(row) not in (3, 4):
        raise ReadingError(line, f"expected 3 or 4 fields, got {len(row)}")
    try:
        day = date.fromisoformat(row[0].strip())
    except ValueError:
        raise ReadingError(line, f"bad date {row[0]!r}") from None
    meter = row[1].strip()
    if not meter:
        raise ReadingError(line, "empty meter id")
    try:
        value = Decimal(row[2].strip())
    except InvalidOperation:
        raise ReadingError(line, f"bad value {row[2]!r}") from None
    if value < 0:
        raise ReadingError(line, f"negative value {value}")
    estimated = len(row) == 4 and row[3].strip().upper() == "E"
    return Reading(meter, day, value, estimated)


def parse_csv(text: str) -> list[Reading]:
    """All readings of an export, in date order; a header row starting with "date" is skipped."""
    readings: list[Reading] = []
    for line, row in enumerate(csv.reader(io.StringIO(text)), start=1):
        if not row or (line == 1 and row[0].strip().lower() == "date"):
            continue
        readings.append(parse_row(line, row))
    readings.sort(key=lambda r: (r.meter, r.day))
    return readings
