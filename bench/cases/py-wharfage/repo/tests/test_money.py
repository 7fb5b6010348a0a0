from decimal import Decimal

import pytest

from wharfage.money import format_money, percent_of, to_money, total


def test_to_money_rounds_half_up():
    assert to_money("2.345") == Decimal("2.35")
    assert to_money("2.344") == Decimal("2.34")
    assert to_money(7) == Decimal("7.00")


def test_to_money_refuses_floats_and_junk():
    with pytest.raises(TypeError):
        to_money(1.5)
    with pytest.raises(ValueError):
        to_money("twelve")


def test_percent_of():
    assert percent_of(Decimal("5311.32"), Decimal("0.20")) == Decimal("1062.26")
    assert percent_of(Decimal("176.40"), Decimal("0.10")) == Decimal("17.64")


def test_format_money():
    assert format_money(Decimal("1234.5")) == "£1,234.50"
    assert format_money(Decimal("-17.6")) == "-£17.60"
    assert format_money(Decimal("0")) == "£0.00"


def test_total():
    assert total([Decimal("1.10"), Decimal("2.205")]) == Decimal("3.31")
    assert total([]) == Decimal("0.00")
