"""A booking: one or more dogs of one owner, from check-in to check-out."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from kennel.dogs import Dog
from kennel.tables import EXTRAS_PER_NIGHT, EXTRAS_PER_STAY


@dataclass
class Booking:
    owner: str
    dogs: list[Dog]
    check_in: date
    check_out: date
    extras: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.dogs:
            raise ValueError("a booking needs at least one dog")
        if self.check_out <= self.check_in:
            raise ValueError("check-out must be after check-in")
        unknown = [e for e in self.extras if e not in EXTRAS_PER_NIGHT and e not in EXTRAS_PER_STAY]
        if unknown:
            raise ValueError(f"unknown extras: {', '.join(unknown)}")

    @property
    def nights(self) -> int:
        return (self.check_out - self.check_in).days

    def overlaps(self, other: Booking) -> bool:
        return self.check_in < other.check_out and other.check_in < self.check_out
