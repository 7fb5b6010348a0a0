"""Recipes in metric units, and the import of recipes written in US units."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from brewday import units


@dataclass(frozen=True)
class Grain:
    name: str
    kg: float
    potential: float = 300.0  # gravity points per kg per litre at full extraction


@dataclass(frozen=True)
class Hop:
    name: str
    grams: float
    alpha: float  # alpha acids, percent
    minutes: int  # boil time of the addition


@dataclass
class Recipe:
    name: str
    batch_l: float
    grains: list[Grain] = field(default_factory=list)
    hops: list[Hop] = field(default_factory=list)
    mash_c: float = 67.0
    efficiency: float = 0.72

    @property
    def grain_kg(self) -> float:
        return sum(grain.kg for grain in self.grains)

    @classmethod
    def from_us(cls, data: dict[str, Any]) -> Recipe:
        """A recipe from a dict in US units: batch_gal, grains as [name, lb], hops as [name, oz, alpha,
        minutes], mash_f."""
        return cls(
            name=data["name"],
            batch_l=round(units.gal_to_l(data["batch_gal"]), 1),
            grains=[Grain(name, round(units.lb_to_kg(lb), 2)) for name, lb in data["grains"]],
            hops=[
                Hop(name, round(units.oz_to_g(oz)), alpha, minutes)
                for name, oz, alpha, minutes in data.get("hops", [])
            ],
            mash_c=round(units.f_to_c(data.get("mash_f", units.c_to_f(67.0))), 1),
            efficiency=data.get("efficiency", 0.72),
        )
