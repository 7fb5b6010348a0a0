"""Nightly mooring rates: a price per metre of boat, by season."""

from __future__ import annotations

import math
from datetime import date

# cents per started metre of length overall, per night
PER_METRE_CENTS = {"low": 180, "mid": 240, "high": 320}
MINIMUM_NIGHT_CENTS = 1500


def season_for(day: date) -> str:
    """High season is July and August, mid season May, June and September, low season the rest."""
    if day.month in (7, 8):
        return "high"
    if day.month in (5, 6, 9):
        return "mid"
    return "low"


def nightly_rate_cents(length_m: float, season: str) -> int:
    """One night's mooring: every started metre at the season's rate, but never under the minimum."""
    if season not in PER_METRE_CENTS:
        raise ValueError(f"unknown season {season!r}")
    metres = math.ceil(length_m)
    return max(metres * PER_METRE_CENTS[season], MINIMUM_NIGHT_CENTS)
