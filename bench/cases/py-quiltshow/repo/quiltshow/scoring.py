"""A judge's marks (0 to 10 for each criterion) and their weighting."""

from __future__ import annotations

CRITERIA = {"design": 0.3, "workmanship": 0.4, "colour": 0.2, "impact": 0.1}


def check_marks(marks: dict[str, int]) -> None:
    missing = set(CRITERIA) - set(marks)
    if missing:
        raise ValueError(f"missing marks: {', '.join(sorted(missing))}")
    for criterion, mark in marks.items():
        if criterion not in CRITERIA:
            raise ValueError(f"unknown criterion {criterion!r}")
        if not 0 <= mark <= 10:
            raise ValueError(f"{criterion} mark {mark} is outside 0..10")


def weighted(marks: dict[str, int]) -> float:
    """The weighted mark out of 10."""
    check_marks(marks)
    return sum(CRITERIA[criterion] * mark for criterion, mark in marks.items())
