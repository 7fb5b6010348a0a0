"""Conversion to EUR at the month's fixed rates (finance publishes them on the 1st)."""

from decimal import ROUND_HALF_EVEN, Decimal

RATES = {
    "EUR": Decimal("1"),
    "USD": Decimal("0.9254"),
    "GBP": Decimal("1.1702"),
    "CHF": Decimal("1.0563"),
    "SEK": Decimal("0.0869"),
    "DKK": Decimal("0.1341"),
    "PLN": Decimal("0.2315"),
}


class UnknownCurrency(ValueError):
    """A currency with no rate this month."""


def _rate(code: str) -> Decimal:
    if code not in RATES:
        raise UnknownCurrency(f"no rate for currency {code!r}")
    return RATES[code]


def to_eur(amount: Decimal, code: str) -> Decimal:
    """The amount in EUR, rounded to cents (banker's rounding, as finance books it)."""
    return (amount * _rate(code)).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
