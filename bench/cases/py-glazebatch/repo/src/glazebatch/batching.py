"""Scaling a recipe to the grams of a batch."""

from __future__ import annotations

from dataclasses import dataclass

from glazebatch.recipes import Recipe

# Dry glaze takes about 0.9 ml of water per gram for dipping consistency.
WATER_ML_PER_GRAM = 0.9


@dataclass(frozen=True)
class Weighed:
    material: str
    grams: float
    addition: bool = False


def scale(recipe: Recipe, grams: float) -> list[Weighed]:
    """The weights for a batch whose base weighs `grams`, additions on top.

    Each weight is rounded to 0.1 g, the resolution of the studio's scale.
    """
    if grams <= 0:
        raise ValueError(f"a batch must weigh something, not {grams:g} g")
    norm = recipe.normalised()
    parts = [Weighed(name, round(pct * grams / 100, 1)) for name, pct in norm.base.items()]
    parts += [
        Weighed(name, round(pct * grams / 100, 1), addition=True)
        for name, pct in norm.additions.items()
    ]
    return parts


def dry_weight(parts: list[Weighed]) -> float:
    return round(sum(p.grams for p in parts), 1)


def water_for(dry_grams: float) -> float:
    """Millilitres of water to mix a batch of this dry weight."""
    return round(dry_grams * WATER_ML_PER_GRAM / 50) * 50
