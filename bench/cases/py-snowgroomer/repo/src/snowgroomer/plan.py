"""Which pistes one snowcat grooms in a night's shift, in what order, and the fuel it burns."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from snowgroomer.config import GroomerConfig
from snowgroomer.pistes import Piste


def passes_needed(piste: Piste, config: GroomerConfig) -> int:
    """Side-by-side passes to cover the piste's width with the tiller."""
    return math.ceil(piste.width_m / config.tiller_width_m)


def minutes_for(piste: Piste, config: GroomerConfig) -> int:
    """Whole minutes to groom a piste: every pass runs its full length."""
    metres = passes_needed(piste, config) * piste.length_m
    return math.ceil(metres / config.metres_per_minute)


def groomable(piste: Piste, config: GroomerConfig) -> bool:
    """A piste with too little snow is left alone: the tiller would bring up stones."""
    return piste.depth_cm >= config.min_depth_cm


@dataclass
class NightPlan:
    groomed: list[tuple[Piste, int]] = field(default_factory=list)
    skipped_thin: list[Piste] = field(default_factory=list)
    left_over: list[Piste] = field(default_factory=list)

    @property
    def minutes(self) -> int:
        return sum(minutes for _, minutes in self.groomed)


def night_plan(pistes: list[Piste], config: GroomerConfig) -> NightPlan:
    """Green to black, then longest first; a piste that no longer fits the shift waits for tomorrow."""
    plan = NightPlan()
    for piste in sorted(pistes, key=lambda p: (p.priority, -p.length_m)):
        if not groomable(piste, config):
            plan.skipped_thin.append(piste)
            continue
        minutes = minutes_for(piste, config)
        if plan.minutes + minutes > config.shift_minutes:
            plan.left_over.append(piste)
            continue
        plan.groomed.append((piste, minutes))
    return plan


def fuel_litres(plan: NightPlan, config: GroomerConfig) -> float:
    return round(plan.minutes / 60 * config.fuel_l_per_h, 1)
