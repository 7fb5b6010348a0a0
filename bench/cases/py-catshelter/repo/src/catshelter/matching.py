"""Which cats suit which adopters."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Iterable

from .models import Adopter, Cat
from .vetcare import ready_for_adoption

KITTEN_MONTHS = 6


@dataclass(frozen=True)
class Match:
    cat: Cat
    score: int
    reasons: tuple[str, ...]


def score(cat: Cat, adopter: Adopter, on: date) -> tuple[int, list[str]]:
    """A score for the pair (higher suits better) and the reasons that made it."""
    points = 0
    reasons: list[str] = []
    months = cat.age_in_months(on)
    if months < KITTEN_MONTHS and adopter.children_under_five:
        points -= 2
        reasons.append("kitten with small children")
    if months >= 120:
        points += 1
        reasons.append("senior cat, calmer home")
    if adopter.has_garden:
        points += 1
        reasons.append("garden")
    if cat.days_in_care(on) > 90:
        points += 1
        reasons.append("long stay")
    return points, reasons


def matches_for(adopter: Adopter, cats: Iterable[Cat], on: date) -> list[Match]:
    """The cats ready for adoption, best match first (longest in care breaks ties)."""
    found: list[Match] = []
    for cat in cats:
        if not ready_for_adoption(cat, on):
            continue
        points, reasons = score(cat, adopter, on)
        found.append(Match(cat, points, tuple(reasons)))
    found.sort(key=lambda m: (-m.score, m.cat.arrived, m.cat.ref))
    return found
