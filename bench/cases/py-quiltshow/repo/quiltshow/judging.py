"""Scorecards from the judges, averaged per entry, and the ranking of a category."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from quiltshow.entries import Entry
from quiltshow.scoring import weighted


@dataclass(frozen=True)
class Scorecard:
    entry: int
    judge: str
    marks: dict[str, int]


def entry_scores(cards: list[Scorecard]) -> dict[int, float]:
    """Each entry's average weighted mark over its scorecards, to two decimals."""
    totals: dict[int, float] = {}
    for card in cards:
        totals[card.entry] = totals.get(card.entry, 0.0) + weighted(card.marks)
    counts = Counter(card.entry for card in cards)
    return {entry: round(total / counts[entry], 2) for entry, total in totals.items()}


def rank(entries: list[Entry], cards: list[Scorecard], category: str) -> list[tuple[Entry, float]]:
    """The category's judged entries, best first; a tie goes to the earlier entry number."""
    scores = entry_scores(cards)
    judged = [(entry, scores[entry.number]) for entry in entries if entry.category == category and entry.number in scores]
    return sorted(judged, key=lambda pair: (-pair[1], pair[0].number))
