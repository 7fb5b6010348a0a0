"""The morning's production plan."""

from __future__ import annotations

import math
from dataclasses import dataclass

from gelato.freezer import Freezer
from gelato.recipes import Recipe

BATCH_STEP_L = 0.5  # the machine churns in half litres


@dataclass
class Batch:
    flavour: str
    litres: float
    grams: dict[str, int]


def make_plan(freezer: Freezer, recipes: dict[str, Recipe]) -> list[Batch]:
    """A batch for each pan below par that fills it to the brim, in half litres, rounded down."""
    batches = []
    for pan in freezer.low():
        if pan.flavour not in recipes:
            raise KeyError(f"no recipe for {pan.flavour}")
        room = (pan.capacity_ml - pan.stock_ml) / 1000
        litres = math.floor(room / BATCH_STEP_L) * BATCH_STEP_L
        if litres > 0:
            batches.append(Batch(pan.flavour, litres, recipes[pan.flavour].scale(litres)))
    return batches
