"""Harvest records and biological efficiency."""

from collections import defaultdict
from dataclasses import dataclass
from datetime import date

from .bags import Bag


@dataclass(frozen=True)
class Pick:
    bag: str
    on: date
    grams: int


def yield_by_bag(picks: list[Pick]) -> dict[str, int]:
    out: dict[str, int] = defaultdict(int)
    for p in picks:
        out[p.bag] += p.grams
    return dict(out)


def biological_efficiency(bags: list[Bag], picks: list[Pick]) -> float:
    """Fresh mushrooms per dry substrate, in percent, over the given bags."""
    labels = {b.label for b in bags}
    fresh = sum(p.grams for p in picks if p.bag in labels)
    dry = sum(b.dry_g for b in bags)
    return round(100 * fresh / dry, 1)
