"""Vaccinations and neutering."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Iterable

from .models import Cat, Status

BOOSTER_INTERVAL = timedelta(days=365)
NEUTER_FROM_MONTHS = 4


def booster_due(cat: Cat) -> date | None:
    """The day the cat's annual booster is due; None when it was never vaccinated."""
    if cat.vaccinated_on is None:
        return None
    return cat.vaccinated_on + BOOSTER_INTERVAL


def needs_first_vaccination(cats: Iterable[Cat]) -> list[Cat]:
    return [c for c in cats if c.status is not Status.ADOPTED and c.vaccinated_on is None]


def needs_neutering(cats: Iterable[Cat], on: date) -> list[Cat]:
    return [
        c
        for c in cats
        if c.status is not Status.ADOPTED and not c.neutered and c.age_in_months(on) >= NEUTER_FROM_MONTHS
    ]


def ready_for_adoption(cat: Cat, on: date) -> bool:
    """Vaccinated, neutered when old enough, and in care."""
    if cat.status is not Status.IN_CARE or cat.vaccinated_on is None:
        return False
    return cat.neutered or cat.age_in_months(on) < NEUTER_FROM_MONTHS
