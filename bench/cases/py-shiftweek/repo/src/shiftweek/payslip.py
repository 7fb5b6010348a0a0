"""A worker's payslip: one line a week."""

from __future__ import annotations

from collections.abc import Iterable

from shiftweek.models import Shift
from shiftweek.pay import weekly_pay
from shiftweek.weeks import weekly_minutes


def payslip(worker: str, shifts: Iterable[Shift], rate_cents: int) -> list[str]:
    """Lines 'week of YYYY-MM-DD: H:MM, EUR x.yy' for the worker's weeks in date order, then the total."""
    lines: list[str] = []
    total = 0
    mine = {monday: minutes for (who, monday), minutes in weekly_minutes(shifts).items() if who == worker}
    for monday in sorted(mine):
        minutes = mine[monday]
        cents = weekly_pay(minutes, rate_cents)
        total += cents
        lines.append(f"week of {monday.isoformat()}: {minutes // 60}:{minutes % 60:02d}, EUR {cents / 100:.2f}")
    lines.append(f"total: EUR {total / 100:.2f}")
    return lines
