"""Gravity, bitterness and mash water for a recipe."""

from __future__ import annotations

import math

from brewday.recipe import Recipe

MASH_L_PER_KG = 3.0
GRAIN_C = 20.0  # temperature of the grain going into the mash


def original_gravity(recipe: Recipe) -> float:
    """Specific gravity of the wort: 1 + points / 1000, at the recipe's extraction efficiency."""
    points = sum(grain.kg * grain.potential for grain in recipe.grains) * recipe.efficiency / recipe.batch_l
    return round(1 + points / 1000, 3)


def _utilisation(og: float, minutes: int) -> float:
    bigness = 1.65 * 0.000125 ** (og - 1)
    boil_time = (1 - math.exp(-0.04 * minutes)) / 4.15
    return bigness * boil_time


def ibu(recipe: Recipe) -> float:
    """Bitterness by Tinseth's formula, in international bitterness units (mg/L of iso-alpha acids)."""
    og = original_gravity(recipe)
    total = 0.0
    for hop in recipe.hops:
        mg_alpha_per_l = hop.alpha / 100 * hop.grams * 1000 / recipe.batch_l
        total += _utilisation(og, hop.minutes) * mg_alpha_per_l
    return round(total, 1)


def strike_water_l(recipe: Recipe) -> float:
    return round(recipe.grain_kg * MASH_L_PER_KG, 1)


def strike_temperature(recipe: Recipe) -> float:
    """Water temperature that brings the grain to the mash temperature (0.41: grain's heat against water's)."""
    ratio = MASH_L_PER_KG
    return round(recipe.mash_c + 0.41 / ratio * (recipe.mash_c - GRAIN_C), 1)
