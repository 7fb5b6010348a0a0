"""Pay for a week's minutes."""

from __future__ import annotations

OVERTIME_AFTER = 40 * 60  # minutes a week at the plain rate
OVERTIME_FACTOR = 1.5


def weekly_pay(minutes: int, rate_cents: int, overtime_after: int = OVERTIME_AFTER) -> int:
    """Pay in cents for `minutes` worked in one week at `rate_cents` an hour, overtime at time and a half."""
    plain = min(minutes, overtime_after)
    extra = max(minutes - overtime_after, 0)
    return round((plain + extra * OVERTIME_FACTOR) * rate_cents / 60)
