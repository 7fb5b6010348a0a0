"""Germination on the floor or in the drum: turns, losses and modification."""

from dataclasses import dataclass
from datetime import timedelta

ROOTLET_LOSS_PER_DAY = 0.8  # % of dry matter per day at 15 C
RESPIRATION_LOSS_PER_DAY = 1.0  # % of dry matter per day at 15 C
LOSS_TEMP_FACTOR = 1.07  # per degree above 15 C


@dataclass(frozen=True)
class GerminationPlan:
    days: float
    temp_c: float = 15.0
    turns_per_day: int = 3

    def __post_init__(self):
        if self.days <= 0:
            raise ValueError("germination needs a positive number of days")
        if self.turns_per_day < 1:
            raise ValueError("the piece must be turned at least once a day")


def _temp_factor(temp_c):
    return LOSS_TEMP_FACTOR ** (temp_c - 15.0)


def rootlet_loss_pct(plan):
    """Dry matter lost as rootlets (taken off by the deculmer after the kiln)."""
    return ROOTLET_LOSS_PER_DAY * plan.days * _temp_factor(plan.temp_c)


def respiration_loss_pct(plan):
    """Dry matter respired away while the grain grows."""
    return RESPIRATION_LOSS_PER_DAY * plan.days * _temp_factor(plan.temp_c)


def malting_loss_pct(plan):
    """Total dry matter lost in germination."""
    return rootlet_loss_pct(plan) + respiration_loss_pct(plan)


def turning_times(start, plan):
    """Times to turn the piece, evenly spread from `start` to the end of germination."""
    every = timedelta(days=1) / plan.turns_per_day
    count = int(round(plan.days * plan.turns_per_day))
    return [start + every * (i + 1) for i in range(count)]


def modification_index(plan):
    """A rough guide to modification: 100 is a fully modified ale malt."""
    index = 18.0 * plan.days * _temp_factor(plan.temp_c) ** 0.5
    return min(round(index), 100)


FLOOR = GerminationPlan(days=5, temp_c=14.0, turns_per_day=3)
DRUM = GerminationPlan(days=4, temp_c=16.0, turns_per_day=4)
