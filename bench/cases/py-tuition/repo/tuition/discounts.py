"""Fee remissions: siblings and staff children.

The eldest child in school pays the full fee; the second has 5% off and
the third and later 10%. Children of staff have 50% off, which is not
combined with the sibling discount: the larger applies.
"""

from decimal import Decimal

SIBLING_RATES = (Decimal("0"), Decimal("0.05"), Decimal("0.10"))
STAFF_RATE = Decimal("0.50")


def sibling_rate(position: int) -> Decimal:
    """position: 0 for the eldest child in school, 1 for the next, ..."""
    if position < 0:
        raise ValueError("position must not be negative")
    return SIBLING_RATES[min(position, len(SIBLING_RATES) - 1)]


def discount_rate(position: int, staff_child: bool = False) -> Decimal:
    rate = sibling_rate(position)
    if staff_child:
        rate = max(rate, STAFF_RATE)
    return rate


def describe(position: int, staff_child: bool = False) -> str:
    rate = discount_rate(position, staff_child)
    if rate == 0:
        return ""
    kind = "staff" if staff_child and rate == STAFF_RATE else "sibling"
    return f"{kind} discount {rate * 100:.0f}%"
