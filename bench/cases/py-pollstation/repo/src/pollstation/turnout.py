"""Turnout of a ward."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal


def turnout(ballots: int, electorate: int) -> Decimal:
    """Ballots in the box (postal ones too) as a percentage of the electorate, to one place."""
    if electorate <= 0:
        raise ValueError("electorate must be positive")
    if not 0 <= ballots <= electorate:
        raise ValueError(f"{ballots} ballots for an electorate of {electorate}")
    share = Decimal(ballots) * 100 / Decimal(electorate)
    return share.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)
