"""Ordnance Survey National Grid: the 100 km squares and straight-line distances."""

from __future__ import annotations

import math

_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"  # 25 letters, no I


def square_origin(letters: str) -> tuple[int, int]:
    """South-west corner (easting, northing) in metres of a two-letter 100 km square such as NN."""
    if len(letters) != 2 or any(ch not in _LETTERS for ch in letters.upper()):
        raise ValueError(f"not a grid square: {letters!r}")
    first, second = (_LETTERS.index(ch) for ch in letters.upper())
    east = ((first - 2) % 5) * 5 + second % 5
    north = (19 - (first // 5) * 5) - second // 5
    return east * 100_000, north * 100_000


def distance_km(a: tuple[int, int], b: tuple[int, int]) -> float:
    """Straight-line distance between two grid positions, in kilometres to 0.1."""
    return round(math.hypot(a[0] - b[0], a[1] - b[1]) / 1000, 1)
