from decimal import Decimal

import pytest

from tuition.discounts import describe, discount_rate, sibling_rate


def test_sibling_rates():
    assert sibling_rate(0) == Decimal("0")
    assert sibling_rate(1) == Decimal("0.05")
    assert sibling_rate(2) == Decimal("0.10")
    assert sibling_rate(5) == Decimal("0.10")
    with pytest.raises(ValueError):
        sibling_rate(-1)


def test_staff_discount_is_not_combined():
    assert discount_rate(0, staff_child=True) == Decimal("0.50")
    assert discount_rate(2, staff_child=True) == Decimal("0.50")


def test_describe():
    assert describe(0) == ""
    assert describe(1) == "sibling discount 5%"
    assert describe(3) == "sibling discount 10%"
    assert describe(1, staff_child=True) == "staff discount 50%"
