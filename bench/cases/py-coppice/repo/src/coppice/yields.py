"""Standing volume and cordwood from a coupe."""

from __future__ import annotations

from .coupe import Coupe

# stacked cubic metres of cordwood per solid cubic metre of wood
STACKED_PER_SOLID = 1.6
# one cord is 128 cubic feet stacked
CORD_M3 = 3.62


def standing_volume(coupe: Coupe, year: int) -> float:
    """Solid cubic metres of regrowth on the coupe in the given year."""
    return round(coupe.area_ha * coupe.species.increment_m3_ha * coupe.age(year), 1)


def cordwood_m3(coupe: Coupe, year: int) -> float:
    """Stacked cubic metres of cordwood a cut in the given year would give."""
    solid = standing_volume(coupe, year) * coupe.species.cordwood_share
    return round(solid * STACKED_PER_SOLID, 1)


def cords(stacked_m3: float) -> float:
    return round(stacked_m3 / CORD_M3, 1)
