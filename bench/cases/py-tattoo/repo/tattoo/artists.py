"""The studio's artists: rates, session limits, styles and days off."""

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)


class UnknownArtist(KeyError):
    pass


@dataclass(frozen=True)
class Artist:
    name: str
    hourly_rate: Decimal
    minimum_charge: Decimal
    max_session_hours: Decimal = Decimal(5)
    days_off: frozenset = frozenset({SUNDAY, MONDAY})
    styles: frozenset = field(default_factory=frozenset)

    def works_on(self, day: date) -> bool:
        return day.weekday() not in self.days_off

    def does(self, style: str) -> bool:
        return style in self.styles


class Roster:
    def __init__(self, artists=()):
        self._artists = {}
        for artist in artists:
            self.add(artist)

    def add(self, artist: Artist) -> None:
        key = artist.name.lower()
        if key in self._artists:
            raise ValueError(f"{artist.name} is already on the roster")
        self._artists[key] = artist

    def get(self, name: str) -> Artist:
        try:
            return self._artists[name.lower()]
        except KeyError:
            raise UnknownArtist(name) from None

    def for_style(self, style: str) -> list:
        return sorted(
            (a for a in self._artists.values() if a.does(style)),
            key=lambda a: a.name,
        )

    def __len__(self) -> int:
        return len(self._artists)
