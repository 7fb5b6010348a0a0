"""Pounds and pence, kept as Decimal throughout."""

from decimal import ROUND_CEILING, ROUND_HALF_UP, Decimal

PENNY = Decimal("0.01")


def money(value) -> Decimal:
    """Round an amount to whole pence (half up, as the till does)."""
    return Decimal(value).quantize(PENNY, rounding=ROUND_HALF_UP)


def round_up_to(value, step) -> Decimal:
    """Round up to the next multiple of step (quotes go up to the next £5)."""
    value = Decimal(value)
    step = Decimal(step)
    if step <= 0:
        raise ValueError("step must be positive")
    return (value / step).to_integral_value(rounding=ROUND_CEILING) * step


def fmt(amount) -> str:
    """£1,234.50 style, with a leading minus for credits."""
    amount = money(amount)
    sign = "-" if amount < 0 else ""
    return f"{sign}£{abs(amount):,.2f}"


def percent(amount, rate) -> Decimal:
    """rate per cent of amount, to the penny."""
    return money(Decimal(amount) * Decimal(rate) / 100)
