"""Pupils and the families that pay for them."""

from dataclasses import dataclass, field
from datetime import date

from .fees import YEAR_GROUPS


def age_on(born: date, day: date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def year_group(born: date, start_year: int) -> str:
    """The year group for the academic year starting in September of start_year:
    children start Reception in the year they are four on 31 August."""
    index = age_on(born, date(start_year, 8, 31)) - 4
    if not 0 <= index < len(YEAR_GROUPS):
        raise ValueError(f"a child born {born} is not of school age in {start_year}")
    return YEAR_GROUPS[index]


@dataclass
class Pupil:
    name: str
    born: date
    staff_child: bool = False
    new: bool = False  # owes the registration fee

    def year_group(self, start_year: int) -> str:
        return year_group(self.born, start_year)


@dataclass
class Family:
    account: str
    name: str
    pupils: list = field(default_factory=list)

    def add(self, pupil: Pupil) -> Pupil:
        if any(p.name == pupil.name for p in self.pupils):
            raise ValueError(f"{pupil.name} is already on account {self.account}")
        self.pupils.append(pupil)
        return pupil

    def eldest_first(self) -> list:
        return sorted(self.pupils, key=lambda p: p.born)
