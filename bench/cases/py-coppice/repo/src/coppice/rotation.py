"""Which coupes are due for cutting."""

from __future__ import annotations

from collections.abc import Iterable

from .coupe import Coupe


def is_due(coupe: Coupe, year: int) -> bool:
    return coupe.next_cut() <= year


def due_coupes(coupes: Iterable[Coupe], year: int) -> list[Coupe]:
    """The coupes due (or overdue) in a year, most overdue first, then by code."""
    due = [c for c in coupes if is_due(c, year)]
    due.sort(key=lambda c: (c.next_cut(), c.code))
    return due


def overdue_years(coupe: Coupe, year: int) -> int:
    return max(0, year - coupe.next_cut())
