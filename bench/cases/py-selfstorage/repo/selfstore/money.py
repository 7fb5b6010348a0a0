"""Sterling amounts as Decimal, rounded to the penny."""

from decimal import Decimal, ROUND_HALF_UP

PENNY = Decimal("0.01")
VAT_RATE = Decimal("0.20")


def money(value) -> Decimal:
    """Round a number (int, str or Decimal) half up to whole pence."""
    if isinstance(value, float):
        value = repr(value)
    return Decimal(value).quantize(PENNY, rounding=ROUND_HALF_UP)


def vat(net: Decimal, rate: Decimal = VAT_RATE) -> Decimal:
    """VAT due on a net amount."""
    return money(net * rate)


def fmt(amount: Decimal) -> str:
    """Format as pounds, e.g. £1,234.50 or -£3.05."""
    amount = money(amount)
    sign = "-" if amount < 0 else ""
    return f"{sign}£{abs(amount):,.2f}"
