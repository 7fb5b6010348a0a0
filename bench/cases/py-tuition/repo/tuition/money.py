"""Amounts of money: Decimal pounds, rounded to the penny half up."""

from decimal import ROUND_HALF_UP, Decimal

PENNY = Decimal("0.01")
ZERO = Decimal("0.00")


def pounds(value) -> Decimal:
    """Turn an int, str or Decimal into pounds and pence."""
    return Decimal(str(value)).quantize(PENNY, rounding=ROUND_HALF_UP)


def fmt(amount: Decimal) -> str:
    """Format for a statement: £1,234.50, and -£12.00 for credits."""
    sign = "-" if amount < 0 else ""
    return f"{sign}£{abs(amount):,.2f}"
