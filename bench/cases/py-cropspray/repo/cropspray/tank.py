"""Loads for the sprayer tank."""

from __future__ import annotations

import math
from dataclasses import dataclass

from .fields import Field
from .products import Product


@dataclass(frozen=True)
class Load:
    water_l: float
    area_ha: float
    product_l: float


def loads_needed(area_ha: float, water_l_per_ha: float, tank_l: float) -> int:
    if tank_l <= 0:
        raise ValueError("tank size must be positive")
    return math.ceil(round(area_ha * water_l_per_ha / tank_l, 6))


def plan_loads(field: Field, product: Product, water_l_per_ha: float, tank_l: float) -> list[Load]:
    """Full loads, then one part load for what is left of the field."""
    total_water = field.area_ha * water_l_per_ha
    loads = []
    for _ in range(loads_needed(field.area_ha, water_l_per_ha, tank_l)):
        water = min(tank_l, total_water)
        area = water / water_l_per_ha
        loads.append(Load(round(water, 1), round(area, 2), product.dose_for(area)))
        total_water -= water
    return loads
