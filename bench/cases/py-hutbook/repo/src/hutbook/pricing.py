"""The price of a stay, in cents."""

from __future__ import annotations

from datetime import date

from hutbook.calendar import is_weekend_night, nights_between
from hutbook.rates import rate_on

MEMBER_DISCOUNT_PERCENT = 40
WEEKEND_SUPPLEMENT_CENTS = 300  # per bunk, Friday and Saturday nights


def night_price(night: date) -> int:
    """One bunk for one night, before any discount."""
    cents = rate_on(night).nightly_cents
    if is_weekend_night(night):
        cents += WEEKEND_SUPPLEMENT_CENTS
    return cents


def price_stay(arrive: date, leave: date, bunks: int, member: bool = False) -> int:
    """All bunks for all nights; members get their discount, rounded down to the cent, on the whole stay."""
    if bunks < 1:
        raise ValueError("a booking takes at least one bunk")
    total = sum(night_price(night) for night in nights_between(arrive, leave)) * bunks
    if member:
        total -= total * MEMBER_DISCOUNT_PERCENT // 100
    return total
