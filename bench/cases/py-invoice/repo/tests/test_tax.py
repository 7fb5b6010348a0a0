from decimal import Decimal

import pytest

from invoicing.tax import UnknownRegion, vat, vat_rate


def test_rates_are_fractions():
    for region in ("DE", "FR", "NL", "LU"):
        assert Decimal("0") < vat_rate(region) < Decimal("1")


def test_region_is_case_insensitive():
    assert vat_rate("fr") == vat_rate("FR")


def test_unknown_region():
    with pytest.raises(UnknownRegion, match="'XX'"):
        vat_rate("XX")


def test_vat_on_amount():
    assert vat(10000, "NL") == 2100
