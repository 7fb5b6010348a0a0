from dataclasses import dataclass, field
from datetime import date
from typing import Optional

from .species import Species


@dataclass
class Tree:
    name: str
    species: Species
    age_years: int
    last_watered: Optional[date] = None
    last_repotted: Optional[date] = None
    # branch diameters in mm that still need wiring
    unwired_branches: list = field(default_factory=list)

    @property
    def is_young(self):
        return self.age_years < 10

    def repot_interval_years(self):
        return self.species.repot_young if self.is_young else self.species.repot_old
