"""The pressing fee."""

from __future__ import annotations

RATE_CENTS_PER_KG = 12
MINIMUM_CENTS = 1500
MEMBER_DISCOUNT_PCT = 10


def pressing_fee(kg: int, member: bool = False) -> int:
    """The fee in cents for pressing `kg` of olives in one visit."""
    fee = max(kg * RATE_CENTS_PER_KG, MINIMUM_CENTS)
    if member:
        fee -= fee * MEMBER_DISCOUNT_PCT // 100
    return fee


def money(cents: int) -> str:
    return f"€{cents // 100}.{cents % 100:02d}"
