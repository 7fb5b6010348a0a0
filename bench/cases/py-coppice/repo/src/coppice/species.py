"""Coppice species: how often each is cut and how fast it puts on wood."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Species:
    name: str
    rotation_years: int
    # mean annual increment of the regrowth, cubic metres per hectare per year
    increment_m3_ha: float
    # share of the cut volume that is cordwood (the rest is brash, poles, bean rods...)
    cordwood_share: float


SPECIES: dict[str, Species] = {
    "hazel": Species("hazel", 7, 5.0, 0.35),
    "sweet chestnut": Species("sweet chestnut", 15, 9.5, 0.70),
    "ash": Species("ash", 20, 6.0, 0.80),
    "alder": Species("alder", 15, 7.0, 0.75),
    "willow": Species("willow", 4, 8.0, 0.20),
}


def species(name: str) -> Species:
    try:
        return SPECIES[name.lower()]
    except KeyError:
        raise ValueError(f"unknown coppice species {name!r}") from None
