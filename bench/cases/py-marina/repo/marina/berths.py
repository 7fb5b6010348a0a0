"""Berths on the pontoons, and which free berth a visiting boat gets."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional

from marina.boats import Boat


@dataclass(frozen=True)
class Berth:
    id: str
    pontoon: str
    length_m: float
    beam_m: float


def fits(boat: Boat, berth: Berth, clearance_m: float = 0.5) -> bool:
    """A boat fits a berth when it is shorter than the berth by at least the clearance, and no wider."""
    return boat.length_m + clearance_m <= berth.length_m and boat.beam_m <= berth.beam_m


def allocate(boat: Boat, berths: Iterable[Berth], taken: Iterable[str] = ()) -> Optional[Berth]:
    """The smallest free berth the boat fits (shortest first, then by id), or None when the marina is full."""
    busy = set(taken)
    free = [berth for berth in berths if berth.id not in busy and fits(boat, berth)]
    if not free:
        return None
    return min(free, key=lambda berth: (berth.length_m, berth.id))
