"""Money and column formatting for invoices."""

from __future__ import annotations


def pence(amount: int) -> str:
    """Format an amount in pence as pounds: 12345 -> '£123.45', -50 -> '-£0.50'."""
    sign = "-" if amount < 0 else ""
    pounds, p = divmod(abs(amount), 100)
    return f"{sign}£{pounds:,}.{p:02d}"


def columns(left: str, right: str, width: int = 40) -> str:
    """Left text and right-aligned text on one line of `width` characters (at least one space between)."""
    gap = max(1, width - len(left) - len(right))
    return f"{left}{' ' * gap}{right}"


def rule(width: int = 40, char: str = "-") -> str:
    return char * width
