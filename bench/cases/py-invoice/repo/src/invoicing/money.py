"""Money is kept in integer cents; these helpers convert and round."""

from decimal import ROUND_HALF_UP, Decimal


def to_cents(amount: float | str | Decimal) -> int:
    """Round an amount in units to whole cents, halves away from zero."""
    return int((Decimal(str(amount)) * 100).quantize(Decimal("1"), rounding=ROUND_HALF_UP))


def from_cents(cents: int) -> Decimal:
    """Cents back to a Decimal amount with two places."""
    return (Decimal(cents) / 100).quantize(Decimal("0.01"))


def format_money(cents: int, currency: str = "EUR") -> str:
    """A human-readable amount, e.g. '1,234.50 EUR'."""
    return f"{from_cents(cents):,.2f} {currency}"


def share(cents: int, rate: Decimal) -> int:
    """A rate applied to an amount in cents, rounded half up."""
    return int((Decimal(cents) * rate).quantize(Decimal("1"), rounding=ROUND_HALF_UP))
