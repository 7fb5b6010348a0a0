from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal


@dataclass(frozen=True)
class Bed:
    room: str
    number: int
    bunk: str = "lower"  # "lower" or "upper"

    @property
    def label(self) -> str:
        return f"{self.room}-{self.number}{'U' if self.bunk == 'upper' else ''}"


@dataclass(frozen=True)
class Guest:
    name: str
    email: str
    country: str
    member: bool = False


@dataclass
class Booking:
    reference: str
    guest: Guest
    bed: Bed
    arrive: date
    depart: date
    price: Decimal = Decimal("0")
    notes: list[str] = field(default_factory=list)

    def nights(self) -> int:
        return (self.depart - self.arrive).days

    def covers(self, night: date) -> bool:
        return self.arrive <= night < self.depart
