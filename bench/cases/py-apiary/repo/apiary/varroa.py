"""Varroa monitoring by natural mite drop, and which treatments fit."""

from __future__ import annotations

from dataclasses import dataclass

# Daily natural mite drop above which a colony needs treating soon, by month
# (after the National Bee Unit's guidance, rounded for the record cards).
TREAT_ABOVE = {
    1: 0.5, 2: 0.5, 3: 1.0, 4: 6.0, 5: 6.0, 6: 10.0,
    7: 10.0, 8: 10.0, 9: 10.0, 10: 5.0, 11: 0.5, 12: 0.5,
}


def daily_drop(mites: int, days: int) -> float:
    """Mites per day from a count on the insert after ``days`` days."""
    if days <= 0:
        raise ValueError("the insert must have been in for at least a day")
    return mites / days


def status(month: int, drop_per_day: float) -> str:
    """"treat" above the month's threshold, "monitor" above half of it, else "ok"."""
    threshold = TREAT_ABOVE[month]
    if drop_per_day > threshold:
        return "treat"
    if drop_per_day > threshold / 2:
        return "monitor"
    return "ok"


@dataclass(frozen=True)
class Treatment:
    name: str
    days: int
    min_temp_c: float | None = None
    max_temp_c: float | None = None
    supers_allowed: bool = False
    broodless_only: bool = False


TREATMENTS = [
    Treatment("Apiguard (thymol)", 28, min_temp_c=15.0),
    Treatment("MAQS (formic acid)", 7, min_temp_c=10.0, max_temp_c=29.5, supers_allowed=True),
    Treatment("Api-Bioxal (oxalic trickle)", 1, broodless_only=True),
    Treatment("Apivar (amitraz)", 42),
]


def suitable(temp_c: float, supers_on: bool, broodless: bool) -> list[Treatment]:
    """Treatments that can be used on a colony as it is today."""
    out = []
    for t in TREATMENTS:
        if supers_on and not t.supers_allowed:
            continue
        if t.broodless_only and not broodless:
            continue
        if t.min_temp_c is not None and temp_c < t.min_temp_c:
            continue
        if t.max_temp_c is not None and temp_c > t.max_temp_c:
            continue
        out.append(t)
    return out
