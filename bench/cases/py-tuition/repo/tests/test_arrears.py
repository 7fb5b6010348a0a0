from datetime import date
from decimal import Decimal

from tuition.arrears import aged, days_overdue, interest


def test_days_overdue():
    assert days_overdue(date(2024, 9, 1), date(2024, 9, 11)) == 10
    assert days_overdue(date(2024, 9, 1), date(2024, 8, 20)) == 0


def test_no_interest_in_the_grace_period():
    assert interest(Decimal("5000"), date(2024, 9, 1), date(2024, 9, 15)) == Decimal("0.00")


def test_interest_from_the_due_date():
    assert interest(Decimal("5000"), date(2024, 9, 1), date(2024, 10, 1)) == Decimal("32.88")


def test_aged():
    today = date(2024, 12, 1)
    bands = aged([(date(2024, 12, 1), Decimal("100")), (date(2024, 11, 1), Decimal("50")),
                  (date(2024, 10, 15), Decimal("20")), (date(2024, 9, 1), Decimal("5"))], today)
    assert bands == {"current": Decimal("100"), "1-30": Decimal("50"),
                     "31-60": Decimal("20"), "over 60": Decimal("5")}
