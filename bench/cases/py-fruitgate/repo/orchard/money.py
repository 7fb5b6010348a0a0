"""Pence: rounding a price worked out in fractions of a penny, and writing an amount for a till slip."""

from decimal import ROUND_HALF_UP, Decimal


def round_pence(amount: float | Decimal) -> int:
    """Whole pence, halves rounded up (as the till does), never banker's rounding."""
    return int(Decimal(str(amount)).quantize(Decimal("1"), rounding=ROUND_HALF_UP))


def fmt_money(pence: int) -> str:
    """An amount in pounds with a pound sign: 1234 -> '£12.34', -5 -> '-£0.05'."""
    sign = "-" if pence < 0 else ""
    pounds, rest = divmod(abs(pence), 100)
    return f"{sign}£{pounds}.{rest:02d}"
