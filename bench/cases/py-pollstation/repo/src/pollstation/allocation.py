"""Polling districts and the stations their electors vote at."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .register import Elector
from .streets import normalise

STATION_LIMIT = 2500  # electors a station serves before it needs a second team


class UnknownStreet(LookupError):
    """An elector lives on a street that no polling district lists."""


@dataclass
class District:
    code: str
    station: str
    streets: set[str] = field(default_factory=set)


def read_districts(text: str) -> list[District]:
    """The district map, one district a line: `KA | St Barnabas Church Hall | Mill Rd; Church Ln`."""
    districts = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        code, station, streets = (part.strip() for part in line.split("|"))
        districts.append(District(code, station, {normalise(s) for s in streets.split(";") if s.strip()}))
    return districts


def allocate(electors: list[Elector], districts: list[District]) -> dict[str, list[Elector]]:
    """Electors by polling station, in register order."""
    by_street = {street: d.station for d in districts for street in d.streets}
    stations: dict[str, list[Elector]] = {d.station: [] for d in districts}
    for elector in electors:
        station = by_street.get(elector.street)
        if station is None:
            raise UnknownStreet(f"{elector.number}: no district lists {elector.street!r}")
        stations[station].append(elector)
    return stations


def station_sizes(electors: list[Elector], districts: list[District], postal: bool = True) -> Counter[str]:
    """Electors per station; postal=False leaves out those who vote by post."""
    return Counter(
        {station: sum(1 for e in members if postal or not e.postal) for station, members in allocate(electors, districts).items()}
    )


def over_limit(sizes: Counter[str], limit: int = STATION_LIMIT) -> list[str]:
    return sorted(station for station, size in sizes.items() if size > limit)
