from __future__ import annotations

from datetime import date
from decimal import Decimal

from hostel.models import Bed
from hostel.pricing import nightly_rate, quote

from .conftest import MONDAY


def test_friday_and_saturday_cost_more() -> None:
    bed = Bed("A", 1)
    assert nightly_rate(date(2026, 6, 5), bed) == Decimal("29.00")
    assert nightly_rate(date(2026, 6, 7), bed) == Decimal("24.00")


def test_upper_bunk_and_member_discounts() -> None:
    upper = Bed("A", 1, "upper")
    assert quote(upper, MONDAY, date(2026, 6, 3)) == Decimal("44.00")
    assert quote(Bed("A", 1), MONDAY, date(2026, 6, 8), member=True) == Decimal("160.20")
