"""Sensor log lines: `2026-06-01T05:40 tomatoes 31.5 18.2`."""

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True)
class Reading:
    at: datetime
    zone: str
    moisture: float  # percent
    soil_c: float  # °C


class BadLine(ValueError):
    """A sensor line that cannot be read."""


def parse_line(line: str) -> Reading:
    parts = line.split()
    if len(parts) != 4:
        raise BadLine(f"expected 4 fields, got {len(parts)}: {line!r}")
    stamp, zone, moisture, soil = parts
    try:
        return Reading(datetime.fromisoformat(stamp), zone, float(moisture), float(soil))
    except ValueError as exc:
        raise BadLine(f"{exc}: {line!r}") from exc


def parse_log(lines: Iterable[str]) -> list[Reading]:
    """Every reading of the log, skipping blank lines and `#` comments."""
    readings = []
    for line in lines:
        line = line.strip()
        if line and not line.startswith("#"):
            readings.append(parse_line(line))
    return readings


def latest_reading(readings: list[Reading], zone: str) -> Reading | None:
    mine = [r for r in readings if r.zone == zone]
    return max(mine, key=lambda r: r.at) if mine else None
