"""Cows and the herd register."""

from dataclasses import dataclass, field
from datetime import date


BREEDS = {
    "HOL": "Holstein Friesian",
    "JER": "Jersey",
    "AYR": "Ayrshire",
    "BSW": "Brown Swiss",
    "XBD": "Crossbred",
}


@dataclass
class Cow:
    tag: str
    name: str
    breed: str
    born: date
    calvings: list = field(default_factory=list)  # dates, oldest first
    services: list = field(default_factory=list)  # insemination dates, oldest first
    dry: bool = False

    def __post_init__(self):
        if self.breed not in BREEDS:
            raise ValueError(f"unknown breed code {self.breed!r} for {self.tag}")
        self.calvings = sorted(self.calvings)
        self.services = sorted(self.services)

    @property
    def parity(self):
        """Number of times the cow has calved."""
        return len(self.calvings)

    @property
    def last_calving(self):
        return self.calvings[-1] if self.calvings else None

    def age_months(self, on):
        months = (on.year - self.born.year) * 12 + on.month - self.born.month
        if on.day < self.born.day:
            months -= 1
        return months

    def is_heifer(self):
        return self.parity == 0


class Herd:
    """The herd register, keyed by ear tag."""

    def __init__(self, cows=()):
        self._cows = {}
        for cow in cows:
            self.add(cow)

    def add(self, cow):
        if cow.tag in self._cows:
            raise ValueError(f"duplicate ear tag {cow.tag}")
        self._cows[cow.tag] = cow

    def __getitem__(self, tag):
        return self._cows[tag]

    def __contains__(self, tag):
        return tag in self._cows

    def __iter__(self):
        return iter(sorted(self._cows.values(), key=lambda c: c.tag))

    def __len__(self):
        return len(self._cows)

    def in_milk(self):
        """Cows that have calved and are not dried off."""
        return [c for c in self if c.parity > 0 and not c.dry]

    def by_breed(self):
        counts = {}
        for cow in self:
            counts[cow.breed] = counts.get(cow.breed, 0) + 1
        return counts
