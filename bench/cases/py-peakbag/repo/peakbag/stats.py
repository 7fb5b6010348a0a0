"""Tallies over a list of ascents."""

from __future__ import annotations

from collections import Counter

from peakbag.hills import hill_class
from peakbag.parse import Ascent


def by_year(ascents: list[Ascent]) -> dict[int, int]:
    counts = Counter(ascent.date.year for ascent in ascents)
    return dict(sorted(counts.items()))


def by_class(ascents: list[Ascent]) -> dict[str, int]:
    """Distinct hills per class: a hill climbed twice counts once."""
    seen: dict[str, str] = {}
    for ascent in ascents:
        seen.setdefault(ascent.hill, hill_class(ascent.height_m))
    return dict(Counter(seen.values()))


def fastest(ascents: list[Ascent], hill: str) -> Ascent | None:
    """The quickest recorded ascent of a hill, earliest first on a tie."""
    own = [ascent for ascent in ascents if ascent.hill == hill]
    return min(own, key=lambda ascent: (ascent.minutes, ascent.date), default=None)


def total_height(ascents: list[Ascent]) -> int:
    return sum(ascent.height_m for ascent in ascents)
