"""The ticket a grower takes home."""

from __future__ import annotations

from .fees import money, pressing_fee
from .intake import Delivery
from .pressing import litres, total_kg, total_litres


def ticket(grower: str, deliveries: list[Delivery], member: bool = False) -> str:
    """The grower's ticket: a line per delivery, the totals and the fee."""
    lines = [f"Lagar do Vale: {grower}" + (" (member)" if member else "")]
    for d in deliveries:
        lines.append(f"  {d.variety.name:<16} {d.kg:>5} kg {litres(d):>7.1f} l")
    kg = total_kg(deliveries)
    lines.append(f"  {'Total':<16} {kg:>5} kg {total_litres(deliveries):>7.1f} l")
    lines.append(f"  Fee {money(pressing_fee(kg, member))}")
    return "\n".join(lines)
