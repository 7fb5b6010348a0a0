from decimal import Decimal

import pytest

from invoicing.discounts import bulk_rate, discounted


@pytest.mark.parametrize(
    ("quantity", "rate"),
    [(1, "0"), (9, "0"), (10, "0.05"), (49, "0.05"), (50, "0.10"), (99, "0.10"), (100, "0.15"), (1000, "0.15")],
)
def test_bulk_rate(quantity, rate):
    assert bulk_rate(quantity) == Decimal(rate)


def test_discounted():
    assert discounted(10000, 10) == 9500
    assert discounted(10000, 1) == 10000
