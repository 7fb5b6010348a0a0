"""Oil from the press."""

from __future__ import annotations

from .intake import Delivery


def litres(delivery: Delivery) -> float:
    """Oil from one delivery, to a tenth of a litre."""
    return round(delivery.kg * delivery.variety.yield_pct / 100, 1)


def total_kg(deliveries: list[Delivery]) -> int:
    return sum(d.kg for d in deliveries)


def total_litres(deliveries: list[Delivery]) -> float:
    return round(sum(litres(d) for d in deliveries), 1)
