"""The things the counter rents out and the rentals themselves."""

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True)
class Bike:
    number: str
    kind: str  # a key of tariffs.TARIFFS


@dataclass(frozen=True)
class Rental:
    bike: Bike
    start: datetime
    end: datetime
    member: bool = False

    @property
    def minutes(self) -> int:
        seconds = (self.end - self.start).total_seconds()
        if seconds < 0:
            raise ValueError(f"rental of {self.bike.number} ends before it starts")
        return int(seconds // 60)
