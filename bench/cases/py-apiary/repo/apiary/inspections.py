"""Inspection records and what they say about the colony."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from enum import Enum


class Temper(Enum):
    CALM = 1
    NERVOUS = 2
    DEFENSIVE = 3


# The swarming season, when colonies are inspected weekly: a sealed queen
# cell means a swarm within days, and a queen cell is sealed about eight days
# after the egg is laid.
SWARM_SEASON = (4, 7)  # April to July, inclusive
SEASON_INTERVAL = timedelta(days=7)
OFF_SEASON_INTERVAL = timedelta(days=14)


@dataclass
class Inspection:
    hive: str
    on: date
    brood_frames: int
    queen_seen: bool = False
    eggs_seen: bool = False
    queen_cells: int = 0
    sealed_queen_cells: bool = False
    stores_frames: float = 0.0
    temper: Temper = Temper.CALM
    notes: str = ""

    @property
    def queenright_signs(self) -> bool:
        """Eggs mean a laying queen was there in the last three days."""
        return self.queen_seen or self.eggs_seen


def in_swarm_season(day: date) -> bool:
    first, last = SWARM_SEASON
    return first <= day.month <= last


def next_due(last: Inspection) -> date:
    """When the colony should next be inspected."""
    interval = SEASON_INTERVAL if in_swarm_season(last.on) else OFF_SEASON_INTERVAL
    return last.on + interval


def swarm_risk(insp: Inspection, brood_capacity: int) -> str:
    """"high", "medium" or "low", from the queen cells and how full the brood box is."""
    if insp.sealed_queen_cells:
        return "high"
    if insp.queen_cells > 0:
        return "high" if insp.brood_frames >= brood_capacity - 1 else "medium"
    if insp.brood_frames >= brood_capacity - 1 and in_swarm_season(insp.on):
        return "medium"
    return "low"


def latest(inspections: list[Inspection], hive: str) -> Inspection | None:
    """The most recent inspection of ``hive``."""
    mine = [i for i in inspections if i.hive == hive]
    if not mine:
        return None
    return max(mine, key=lambda i: i.on)


def warnings(insp: Inspection, brood_capacity: int) -> list[str]:
    """Things the inspector should write on the hive record card."""
    out = []
    if not insp.queenright_signs:
        out.append("no queen or eggs seen: check for a queen next visit")
    risk = swarm_risk(insp, brood_capacity)
    if risk != "low":
        out.append(f"swarm risk {risk}")
    if insp.stores_frames < 1:
        out.append("short of stores: feed")
    if insp.temper is Temper.DEFENSIVE:
        out.append("defensive: suits only experienced members")
    return out
