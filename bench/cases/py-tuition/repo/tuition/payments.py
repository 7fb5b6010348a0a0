"""Paying a term's invoice: in full, or by monthly direct debit."""

from datetime import date
from decimal import Decimal

from .money import PENNY, pounds

PLANS = {"termly": 1, "monthly": 3}


def add_months(day: date, months: int) -> date:
    month = day.month - 1 + months
    return date(day.year + month // 12, month % 12 + 1, day.day)


def instalments(total: Decimal, count: int) -> list:
    """Split total into count instalments to the penny; the odd pennies go on
    the last instalment."""
    if count < 1:
        raise ValueError("need at least one instalment")
    each = (total / count).quantize(PENNY, rounding="ROUND_DOWN")
    parts = [each] * count
    parts[-1] = pounds(total - each * (count - 1))
    return parts


def schedule(total: Decimal, plan: str, first_due: date) -> list:
    """[(due date, amount)] for a plan; monthly debits fall on the same day of
    each following month."""
    count = PLANS[plan]
    return [(add_months(first_due, n), amount)
            for n, amount in enumerate(instalments(total, count))]
