"""Placings for every category and the text printed on each rosette."""

from __future__ import annotations

from dataclasses import dataclass

from quiltshow.entries import CATEGORIES, Entry, normalise_name
from quiltshow.judging import Scorecard, rank

PLACES = ("First", "Second", "Third", "Highly Commended")


@dataclass(frozen=True)
class Placing:
    place: str
    entry: Entry
    score: float


def category_results(entries: list[Entry], cards: list[Scorecard]) -> dict[str, list[Placing]]:
    """The placed entries of each category that has any judged entry."""
    results = {}
    for category in CATEGORIES:
        ranked = rank(entries, cards, category)
        if ranked:
            results[category] = [Placing(place, entry, score) for place, (entry, score) in zip(PLACES, ranked)]
    return results


def rosette_text(placing: Placing) -> str:
    entry = placing.entry
    return f"{placing.place} - {entry.category.title()} quilts - {normalise_name(entry.maker)}, '{entry.title}'"
