from decimal import Decimal

import pytest

from invoicing.money import format_money, from_cents, share, to_cents


@pytest.mark.parametrize(
    ("amount", "cents"),
    [("0", 0), ("1", 100), ("0.005", 1), ("2.675", 268), ("19.99", 1999), (3, 300), ("-1.005", -101)],
)
def test_to_cents(amount, cents):
    assert to_cents(amount) == cents


def test_from_cents():
    assert from_cents(1999) == Decimal("19.99")


def test_format_money():
    assert format_money(123450) == "1,234.50 EUR"
    assert format_money(5, "USD") == "0.05 USD"


def test_share_rounds_half_up():
    assert share(250, Decimal("0.1")) == 25
    assert share(5, Decimal("0.5")) == 3
