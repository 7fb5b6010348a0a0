from datetime import date
from decimal import Decimal

import pytest

from tuition.payments import add_months, instalments, schedule


def test_add_months():
    assert add_months(date(2024, 9, 1), 1) == date(2024, 10, 1)
    assert add_months(date(2024, 11, 5), 2) == date(2025, 1, 5)


def test_instalments_put_the_odd_pennies_last():
    assert instalments(Decimal("100.00"), 3) == [Decimal("33.33"), Decimal("33.33"), Decimal("33.34")]
    assert sum(instalments(Decimal("16307.50"), 3)) == Decimal("16307.50")
    with pytest.raises(ValueError):
        instalments(Decimal("10"), 0)


def test_schedules():
    assert schedule(Decimal("900.00"), "termly", date(2024, 9, 1)) == [(date(2024, 9, 1), Decimal("900.00"))]
    assert schedule(Decimal("900.00"), "monthly", date(2024, 9, 1)) == [
        (date(2024, 9, 1), Decimal("300.00")),
        (date(2024, 10, 1), Decimal("300.00")),
        (date(2024, 11, 1), Decimal("300.00")),
    ]
