"""Invoice arithmetic. Amounts are in cents to stay exact."""

from __future__ import annotations

from dataclasses import dataclass

VAT_RATE = 0.20


@dataclass(frozen=True)
class Line:
    """One invoice line: a unit price in cents and a quantity."""

    unit_cents: int
    quantity: int


def subtotal(lines: list[Line]) -> int:
    """Sum of every line's price times its quantity, in cents."""
    return sum(line.unit_cents * line.quantity for line in lines)


def apply_discount(cents: int, percent: int) -> int:
    """Take `percent` off an amount, rounding to the nearest cent."""
    if not 0 <= percent <= 100:
        raise ValueError(f"discount must be between 0 and 100, got {percent}")
    return round(cents * (100 + percent) / 100)


def total(lines: list[Line], discount_percent: int = 0) -> int:
    """Subtotal, less the discount, plus VAT, in cents."""
    net = apply_discount(subtotal(lines), discount_percent)
    return round(net * (1 + VAT_RATE))
