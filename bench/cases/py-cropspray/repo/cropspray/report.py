"""The plain-text job sheet handed to the operator."""

from __future__ import annotations

from .fields import Field
from .products import Product
from .tank import plan_loads


def job_sheet(field: Field, product: Product, water_l_per_ha: float, tank_l: float) -> str:
    loads = plan_loads(field, product, water_l_per_ha, tank_l)
    lines = [
        f"Field: {field.name} ({field.area_ha:.2f} ha, {field.crop})",
        f"Product: {product.name} at {product.rate_l_per_ha:g} l/ha in {water_l_per_ha:g} l/ha water",
    ]
    if field.watercourse and product.buffer_zone_m:
        lines.append(f"Leave a {product.buffer_zone_m} m buffer along the watercourse")
    for number, load in enumerate(loads, start=1):
        lines.append(
            f"Load {number}: {load.water_l:g} l water + {load.product_l:g} l product, covers {load.area_ha:g} ha"
        )
    total = round(sum(load.product_l for load in loads), 2)
    lines.append(f"Total product: {total:g} l")
    return "\n".join(lines)
