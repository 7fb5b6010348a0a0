"""The log format: one ascent a line, `#` comments and blank lines ignored.

    2026-05-03  Ben Lomond  974m  5h20  NS367028
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from peakbag.geo import square_origin

ENTRY = re.compile(
    r"^(?P<date>\d{4}-\d{2}-\d{2})\s+(?P<hill>.+?)\s+(?P<height>\d+)m"
    r"\s+(?P<hours>\d+)h(?P<minutes>\d{2})\s+(?P<gridref>[A-Z]{2}\d+)\s*$"
)
GRIDREF = re.compile(r"^(?P<square>[A-Z]{2})(?P<digits>\d+)$")


class LogError(ValueError):
    """A log line that does not follow the format, with its line number."""

    def __init__(self, lineno: int, line: str) -> None:
        super().__init__(f"line {lineno}: cannot read {line!r}")
        self.lineno = lineno


@dataclass(frozen=True)
class Ascent:
    date: dt.date
    hill: str
    height_m: int
    minutes: int
    easting: int
    northing: int


def parse_gridref(ref: str) -> tuple[int, int]:
    """Easting and northing in metres of a 4, 6, 8 or 10 figure reference (south-west corner of its box)."""
    match = GRIDREF.match(ref.strip().upper())
    if match is None or len(match["digits"]) not in (4, 6, 8, 10):
        raise ValueError(f"not a grid reference: {ref!r}")
    digits = match["digits"]
    half = len(digits) // 2
    scale = 10 ** (5 - half)
    east, north = square_origin(match["square"])
    return east + int(digits[:half]) * scale, north + int(digits[half:]) * scale


def parse_entry(line: str, lineno: int = 1) -> Ascent:
    match = ENTRY.match(line.strip())
    if match is None:
        raise LogError(lineno, line)
    try:
        easting, northing = parse_gridref(match["gridref"])
        date = dt.date.fromisoformat(match["date"])
    except ValueError as exc:
        raise LogError(lineno, line) from exc
    return Ascent(
        date=date,
        hill=match["hill"],
        height_m=int(match["height"]),
        minutes=int(match["hours"]) * 60 + int(match["minutes"]),
        easting=easting,
        northing=northing,
    )


def parse_log(text: str) -> list[Ascent]:
    ascents = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        ascents.append(parse_entry(line, lineno))
    return ascents
