"""Late payment: interest on overdue fees, per the parent contract."""

from datetime import date
from decimal import Decimal

from .money import ZERO, pounds

GRACE_DAYS = 14
ANNUAL_RATE = Decimal("0.08")


def days_overdue(due: date, today: date) -> int:
    return max((today - due).days, 0)


def interest(amount: Decimal, due: date, today: date, rate: Decimal = ANNUAL_RATE) -> Decimal:
    """Simple interest from the due date, charged only once the account is
    more than GRACE_DAYS overdue."""
    days = days_overdue(due, today)
    if days <= GRACE_DAYS or amount <= 0:
        return ZERO
    return pounds(amount * rate * days / 365)


def aged(balances: list, today: date) -> dict:
    """Sum (due, amount) pairs into the ageing bands of the arrears report."""
    bands = {"current": ZERO, "1-30": ZERO, "31-60": ZERO, "over 60": ZERO}
    for due, amount in balances:
        days = days_overdue(due, today)
        if days == 0:
            band = "current"
        elif days <= 30:
            band = "1-30"
        elif days <= 60:
            band = "31-60"
        else:
            band = "over 60"
        bands[band] += amount
    return bands
