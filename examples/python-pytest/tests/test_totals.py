import pytest

from invoice.totals import Line, apply_discount, subtotal, total


def test_subtotal_multiplies_quantities():
    assert subtotal([Line(250, 4), Line(100, 1)]) == 1100


def test_no_discount_keeps_the_amount():
    assert apply_discount(1000, 0) == 1000


def test_discount_takes_percent_off():
    assert apply_discount(1000, 15) == 850


def test_total_applies_discount_before_vat():
    assert total([Line(1000, 1)], discount_percent=10) == 1080


def test_discount_over_100_is_refused():
    with pytest.raises(ValueError, match="between 0 and 100"):
        apply_discount(1000, 120)
