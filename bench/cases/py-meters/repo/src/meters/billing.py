"""What a period costs under a tariff, in integer cents."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from meters.periods import Period
from meters.tariffs import Tariff


def energy_cost(period: Period, tariff: Tariff) -> Decimal:
    """The unit charge of the period, with each tier's daily limit scaled to the period's days."""
    left = period.used
    below = Decimal(0)
    cost = Decimal(0)
    for tier in tariff.tiers:
        if left <= 0:
            break
        if tier.upto is None:
            take = left
        else:
            take = min(left, tier.upto * period.days - below)
            below = tier.upto * period.days
        cost += take * tier.rate
        left -= take
    return cost


def charge(period: Period, tariff: Tariff) -> int:
    """Standing charge plus unit charge of the period, rounded half up to whole cents."""
    total = Decimal(tariff.standing_per_day * period.days) + energy_cost(period, tariff)
    return int(total.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def charges(periods: list[Period], tariff: Tariff) -> list[tuple[Period, int]]:
    """Each period with its charge."""
    return [(p, charge(p, tariff)) for p in periods]
