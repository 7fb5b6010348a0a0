from decimal import Decimal

import pytest

from etl.currency import RATES, UnknownCurrency, to_eur


@pytest.mark.parametrize("code", sorted(RATES))
@pytest.mark.parametrize("amount", ["1", "19.99", "250.00", "9999.99"])
def test_conversion_is_positive_and_rounded(code, amount):
    eur = to_eur(Decimal(amount), code)
    assert eur > 0
    assert eur == eur.quantize(Decimal("0.01"))


def test_euro_is_unchanged():
    assert to_eur(Decimal("12.34"), "EUR") == Decimal("12.34")


def test_unknown_currency():
    with pytest.raises(UnknownCurrency, match="'JPY'"):
        to_eur(Decimal("1"), "JPY")
