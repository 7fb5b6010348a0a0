"""Hop additions and their bitterness (Tinseth)."""

import math
from dataclasses import dataclass


@dataclass
class HopAddition:
    variety: str
    grams: float
    alpha: float  # alpha acids, percent
    minutes: float  # boil time left when added


def utilization(og, minutes):
    """Tinseth's utilization for a boil of `minutes` at gravity `og`."""
    if minutes <= 0:
        return 0.0
    bigness = 1.65 * 0.000125 ** (og - 1)
    boil = (1 - math.exp(-0.04 * minutes)) / 4.15
    return bigness * boil


def ibu(addition, og, litres):
    """International bitterness units one addition gives the batch."""
    mg_alpha_per_litre = addition.alpha / 100 * addition.grams * 1000 / litres
    return utilization(og, addition.minutes) * mg_alpha_per_litre


def total_ibu(additions, og, litres):
    return sum(ibu(a, og, litres) for a in additions)
