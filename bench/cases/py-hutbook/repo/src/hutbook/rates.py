"""Season tables: the nightly rate per bunk through the year."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True)
class Season:
    name: str
    start: date  # first night, inclusive
    end: date  # last night, inclusive
    nightly_cents: int

    def holds(self, night: date) -> bool:
        return self.start <= night <= self.end


# (name, first night (month, day), last night (month, day), cents per bunk per night)
SEASONS = [
    ("winter", (1, 1), (3, 31), 2400),
    ("spring", (4, 1), (6, 14), 2900),
    ("summer", (6, 15), (9, 15), 3800),
    ("autumn", (9, 16), (12, 31), 2600),
]

_TABLES: dict[int, list[Season]] = {}


def _build(year: int) -> list[Season]:
    return [Season(name, date(year, *first), date(year, *last), cents) for name, first, last, cents in SEASONS]


def season_table(year: int) -> list[Season]:
    """The seasons of `year`, built once per year."""
    if year not in _TABLES:
        _TABLES[year] = _build(year)
    return _TABLES[year]


def rate_on(night: date) -> Season:
    """The season whose rate a night is charged at: the first in the table that holds it."""
    for season in season_table(night.year):
        if season.holds(night):
            return season
    raise LookupError(f"no season holds {night}")
