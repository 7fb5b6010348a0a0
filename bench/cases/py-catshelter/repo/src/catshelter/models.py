"""The shelter's records: cats, adopters and placements."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from enum import Enum


class Sex(Enum):
    FEMALE = "F"
    MALE = "M"


class Status(Enum):
    IN_CARE = "in care"
    RESERVED = "reserved"
    ADOPTED = "adopted"


@dataclass
class Cat:
    ref: str
    name: str
    sex: Sex
    born: date
    arrived: date
    neutered: bool = False
    vaccinated_on: date | None = None
    status: Status = Status.IN_CARE
    notes: list[str] = field(default_factory=list)

    def age_in_months(self, on: date) -> int:
        months = (on.year - self.born.year) * 12 + on.month - self.born.month
        if on.day < self.born.day:
            months -= 1
        return max(months, 0)

    def days_in_care(self, on: date) -> int:
        return (on - self.arrived).days


@dataclass
class Adopter:
    ref: str
    name: str
    has_garden: bool
    children_under_five: bool = False
    other_cats: int = 0
    dogs: int = 0


@dataclass(frozen=True)
class Placement:
    cat_ref: str
    adopter_ref: str
    on: date
    fee_pence: int
