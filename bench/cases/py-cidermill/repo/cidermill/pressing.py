"""The pressing sheet: each day's fruit pressed by variety group."""

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

# Litres of juice from a tonne of fruit on the belt press.
LITRES_PER_TONNE = 650


@dataclass(frozen=True)
class Batch:
    day: object
    group: str
    kg: int
    litres: Decimal


def _litres(kg):
    litres = Decimal(kg) * LITRES_PER_TONNE / 1000
    return litres.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)


def press(deliveries):
    """One batch per day and variety group, in day order, groups alphabetical."""
    totals = {}
    for d in deliveries:
        key = (d.day, d.variety.group)
        totals[key] = totals.get(key, 0) + d.kg
    return [Batch(day, group, kg, _litres(kg)) for (day, group), kg in sorted(totals.items())]
