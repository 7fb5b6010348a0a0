from decimal import Decimal

from tuition.money import fmt, pounds


def test_pounds_rounds_half_up():
    assert pounds("2.345") == Decimal("2.35")
    assert pounds(3) == Decimal("3.00")
    assert pounds(Decimal("1.004")) == Decimal("1.00")


def test_fmt():
    assert fmt(Decimal("1234.5")) == "£1,234.50"
    assert fmt(Decimal("-12")) == "-£12.00"
    assert fmt(Decimal("0")) == "£0.00"
