"""Feeding: syrup strengths and how much a colony needs for winter."""

from __future__ import annotations

from .hives import Hive

# Sugar to water by weight.
SPRING_RATIO = (1, 1)
AUTUMN_RATIO = (2, 1)

# Stores a colony needs to come through winter, kg, by hive type.
WINTER_STORES_KG = {
    "national": 18.0,
    "14x12": 20.0,
    "commercial": 20.0,
    "langstroth": 22.0,
    "warre": 14.0,
}

# Sealed stores on a full brood frame (both sides), kg.
STORES_PER_FRAME_KG = {
    "national": 2.3,
    "14x12": 3.2,
    "commercial": 3.0,
    "langstroth": 2.7,
    "warre": 1.6,
}

# Bees store syrup at about 80% sugar: 1 kg of sugar makes 1.25 kg of stores.
STORES_PER_KG_SUGAR = 1.25


def stores_kg(hive: Hive, full_frames: float) -> float:
    """Stores in a colony from the frames' worth seen at inspection."""
    return full_frames * STORES_PER_FRAME_KG[hive.hive_type]


def winter_shortfall(hive: Hive, full_frames: float) -> float:
    """How many kg of stores the colony is short of for winter (0 if none)."""
    return max(0.0, WINTER_STORES_KG[hive.hive_type] - stores_kg(hive, full_frames))


def sugar_for_stores(stores: float) -> float:
    """Sugar to feed, kg, for ``stores`` kg of stores."""
    return stores / STORES_PER_KG_SUGAR


def syrup(sugar_kg: float, ratio: tuple[int, int]) -> tuple[float, float]:
    """(sugar kg, water litres) for a syrup using ``sugar_kg`` of sugar."""
    sugar_parts, water_parts = ratio
    return sugar_kg, sugar_kg * water_parts / sugar_parts


def autumn_feed(hive: Hive, full_frames: float) -> tuple[float, float]:
    """(sugar kg, water litres) of heavy syrup to bring a colony up to its
    winter stores, rounded up to the half kilo and half litre."""
    sugar = sugar_for_stores(winter_shortfall(hive, full_frames))
    sugar, water = syrup(sugar, AUTUMN_RATIO)
    return _half_up(sugar), _half_up(water)


def _half_up(x: float) -> float:
    halves = int(x * 2)
    if halves < x * 2:
        halves += 1
    return halves / 2
