"""A cutting plan over several winters."""

from __future__ import annotations

from dataclasses import dataclass, field

from .coupe import Coupe
from .rotation import due_coupes
from .yields import cordwood_m3

# how many hectares the crew can cut in one winter
DEFAULT_CAPACITY_HA = 1.5


@dataclass
class Winter:
    year: int
    coupes: list[Coupe] = field(default_factory=list)
    cordwood_m3: float = 0.0

    @property
    def area_ha(self) -> float:
        return round(sum(c.area_ha for c in self.coupes), 2)


def cutting_plan(
    coupes: list[Coupe], start: int, winters: int, capacity_ha: float = DEFAULT_CAPACITY_HA
) -> list[Winter]:
    """Cut the most overdue coupes first, as many as the crew can manage each winter. A coupe that is cut
    restarts its rotation; what does not fit waits for the next winter."""
    plan: list[Winter] = []
    for year in range(start, start + winters):
        winter = Winter(year)
        due = due_coupes(coupes, year)
        if len(due) == 0:
            plan.append(winter)
            continue
        for coupe in due:
            if winter.area_ha + coupe.area_ha > capacity_ha and winter.coupes:
                continue
            winter.cordwood_m3 = round(winter.cordwood_m3 + cordwood_m3(coupe, year), 1)
            winter.coupes.append(coupe)
            coupe.last_cut = year
        plan.append(winter)
    return plan
