"""Money helpers: every amount is a Decimal in pounds, rounded to the penny."""

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

PENNY = Decimal("0.01")


def to_money(value) -> Decimal:
    """Convert an int, str or Decimal to a Decimal amount rounded to the penny."""
    if isinstance(value, float):
        raise TypeError("use str or Decimal for money, not float")
    try:
        amount = Decimal(value)
    except InvalidOperation as exc:
        raise ValueError(f"not an amount: {value!r}") from exc
    return amount.quantize(PENNY, rounding=ROUND_HALF_UP)


def percent_of(amount: Decimal, rate: Decimal) -> Decimal:
    """rate is a fraction (0.20 for 20 %)."""
    return to_money(amount * rate)


def format_money(amount: Decimal) -> str:
    """£1,234.50 style, with a leading minus for credits."""
    amount = to_money(amount)
    sign = "-" if amount < 0 else ""
    return f"{sign}£{abs(amount):,.2f}"


def total(amounts) -> Decimal:
    return to_money(sum(amounts, Decimal("0")))
