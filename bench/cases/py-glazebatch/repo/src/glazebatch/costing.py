"""What a batch costs the studio, for the glaze fee."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from glazebatch.batching import Weighed
from glazebatch.materials import lookup

PENNY = Decimal("0.01")
# Members pay the material cost plus this share for sieves, buckets and waste.
HANDLING = Decimal("0.15")


def material_cost(parts: list[Weighed]) -> Decimal:
    total = Decimal(0)
    for part in parts:
        kilos = Decimal(str(part.grams)) / 1000
        total += kilos * lookup(part.material).cost_per_kg
    return total.quantize(PENNY, rounding=ROUND_HALF_UP)


def member_fee(parts: list[Weighed]) -> Decimal:
    cost = material_cost(parts)
    return (cost * (1 + HANDLING)).quantize(PENNY, rounding=ROUND_HALF_UP)
