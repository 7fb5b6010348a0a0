"""Bulk discounts: the more units of one item, the lower its price."""

from decimal import Decimal

from invoicing.money import share

# (minimum quantity, discount rate), highest threshold first
BULK_TIERS = [
    (100, Decimal("0.15")),
    (50, Decimal("0.10")),
    (10, Decimal("0.05")),
]


def bulk_rate(quantity: int) -> Decimal:
    """The discount rate for a quantity of one item."""
    for minimum, rate in BULK_TIERS:
        if quantity >= minimum:
            return rate
    return Decimal("0")


def discounted(cents: int, quantity: int) -> int:
    """A line's net amount after its bulk discount."""
    return cents - share(cents, bulk_rate(quantity))
