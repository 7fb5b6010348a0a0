from decimal import Decimal

import pytest

from wharfage.tariff import DEFAULT_TARIFF, Tariff


def test_commodity_class_is_case_insensitive():
    assert DEFAULT_TARIFF.commodity_class(" Grain ") == "bulk"
    assert DEFAULT_TARIFF.commodity_class("Fuel Oil") == "liquid"


def test_unknown_commodity():
    with pytest.raises(KeyError, match="bananas"):
        DEFAULT_TARIFF.commodity_class("bananas")


def test_cargo_rate():
    assert DEFAULT_TARIFF.cargo_rate("timber") == Decimal("2.40")
    assert DEFAULT_TARIFF.cargo_rate("fish") == Decimal("3.05")


@pytest.mark.parametrize("calls, fraction", [(1, "0"), (4, "0"), (5, "0.10"), (9, "0.10"), (10, "0.20"), (14, "0.20")])
def test_frequent_caller_discount(calls, fraction):
    assert DEFAULT_TARIFF.discount_for(calls) == Decimal(fraction)


def test_tariffs_do_not_share_rate_tables():
    special = Tariff()
    special.cargo_rates["bulk"] = Decimal("0.90")
    assert DEFAULT_TARIFF.cargo_rate("coal") == Decimal("1.10")
