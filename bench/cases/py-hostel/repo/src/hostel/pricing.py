from __future__ import annotations

from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from hostel.availability import nights_between
from hostel.models import Bed

WEEKDAY_RATE = Decimal("24.00")
WEEKEND_RATE = Decimal("29.00")
UPPER_BUNK_DISCOUNT = Decimal("2.00")
MEMBER_DISCOUNT = Decimal("0.10")


def nightly_rate(night: date, bed: Bed) -> Decimal:
    rate = WEEKEND_RATE if night.weekday() in (4, 5) else WEEKDAY_RATE
    if bed.bunk == "upper":
        rate -= UPPER_BUNK_DISCOUNT
    return rate


def quote(bed: Bed, arrive: date, depart: date, member: bool = False) -> Decimal:
    total = sum((nightly_rate(n, bed) for n in nights_between(arrive, depart)), Decimal("0"))
    if member:
        total -= total * MEMBER_DISCOUNT
    return total.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
