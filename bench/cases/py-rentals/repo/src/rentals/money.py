"""Cents and their display."""

from decimal import ROUND_HALF_UP, Decimal


def percent_of(cents: int, percent: int) -> int:
    """`percent` per cent of `cents`, rounded half up to a whole cent."""
    exact = Decimal(cents) * Decimal(percent) / Decimal(100)
    return int(exact.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def format_cents(cents: int) -> str:
    """1234 -> '€12.34', -50 -> '-€0.50'."""
    sign = "-" if cents < 0 else ""
    whole, part = divmod(abs(cents), 100)
    return f"{sign}€{whole}.{part:02d}"
