"""Weights and money."""

import re
from decimal import Decimal

_WEIGHT = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(kg|t|g)\s*$", re.IGNORECASE)
_FACTORS = {"kg": 1.0, "t": 1000.0, "g": 0.001}


def parse_weight(text: str) -> float:
    """Kilograms in a weight written like '850kg', '1.2t' or '500 g'."""
    m = _WEIGHT.match(text)
    if not m:
        raise ValueError(f"not a weight: {text!r}")
    return float(m.group(1)) * _FACTORS[m.group(2).lower()]


def money(amount: float) -> Decimal:
    """An amount in pounds, to the penny."""
    return Decimal(str(round(amount, 2)))


def format_money(amount: Decimal) -> str:
    """'£1,234.50'."""
    return f"£{amount:,.2f}"
