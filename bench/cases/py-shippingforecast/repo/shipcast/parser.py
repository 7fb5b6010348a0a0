"""Parse a shipping forecast bulletin into one AreaForecast per sea area.

A bulletin has one line per area or group of areas, with the wind, the weather and the visibility, each
ending with a full stop:

    Dogger, Fisher: Southwest 5 to 7. Rain then showers. Good, occasionally poor.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

DIRECTIONS = (
    "northeast",
    "northwest",
    "southeast",
    "southwest",
    "north",
    "south",
    "east",
    "west",
    "cyclonic",
    "variable",
)
DIRECTION = re.compile(r"(?:(?:mainly|veering|backing)\s+)?(" + "|".join(DIRECTIONS) + r")\b")
FORCE = re.compile(r"\b(\d{1,2})\b")
VISIBILITY = ("very poor", "poor", "moderate", "good")


class ParseError(ValueError):
    """A line of the bulletin that is not a forecast."""


@dataclass(frozen=True)
class Wind:
    direction: str | None
    low: int
    high: int

    @property
    def strongest(self) -> int:
        return self.high


@dataclass(frozen=True)
class AreaForecast:
    area: str
    wind: Wind
    weather: str
    visibility: str


def parse_wind(text: str) -> Wind:
    """'Southwest 5 to 7, occasionally gale 8 later' -> Wind('southwest', 5, 8)."""
    lowered = text.strip().lower()
    match = DIRECTION.match(lowered)
    forces = [int(force) for force in FORCE.findall(lowered)]
    if not forces:
        raise ParseError(f"no wind force in {text!r}")
    return Wind(direction=match.group(1) if match else None, low=min(forces), high=max(forces))


def worst_visibility(text: str) -> str:
    """The worst visibility a section names: 'Good, occasionally poor.' -> 'poor'."""
    lowered = text.lower()
    for grade in VISIBILITY:
        if re.search(r"\b" + grade + r"\b", lowered):
            return grade
    raise ParseError(f"no visibility in {text!r}")


def split_areas(names: str) -> list[str]:
    """'Humber, Thames' -> ['Humber', 'Thames']; 'German Bight' stays one area."""
    return [name.strip() for name in names.split(",") if name.strip()]


def parse_line(line: str) -> list[AreaForecast]:
    names, colon, rest = line.partition(":")
    if not colon:
        raise ParseError(f"no area before a colon in {line!r}")
    sections = [section.strip() for section in rest.strip().rstrip(".").split(". ")]
    if len(sections) != 3:
        raise ParseError(f"expected wind, weather and visibility in {line!r}")
    wind = parse_wind(sections[0])
    visibility = worst_visibility(sections[2])
    return [AreaForecast(area, wind, sections[1], visibility) for area in split_areas(names)]


def parse_bulletin(text: str) -> list[AreaForecast]:
    """Every area of a bulletin, in the order read; blank lines and the header are skipped."""
    forecasts: list[AreaForecast] = []
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.lower().startswith("the shipping forecast"):
            continue
        forecasts.extend(parse_line(stripped))
    return forecasts
