"""The olive varieties the mill presses, with the character of their oil."""

from __future__ import annotations

from dataclasses import dataclass


class UnknownVariety(LookupError):
    """A variety the mill has no figures for."""


@dataclass(frozen=True)
class Variety:
    name: str
    intensity: str  # delicate, medium or robust
    yield_pct: int  # litres of oil from 100 kg of olives
    polyphenols: int  # mg/kg of oil
    oleic: float  # oleic acid, % of the fatty acids


_TABLE = [
    Variety("Picual", "robust", 21, 550, 79.5),
    Variety("Koroneiki", "robust", 20, 480, 76.0),
    Variety("Coratina", "robust", 19, 650, 78.0),
    Variety("Frantoio", "medium", 18, 350, 74.5),
    Variety("Hojiblanca", "medium", 17, 300, 75.5),
    Variety("Galega Vulgar", "medium", 15, 280, 72.0),
    Variety("Arbequina", "delicate", 17, 180, 68.0),
    Variety("Leccino", "delicate", 16, 220, 73.0),
    Variety("Mixed", "medium", 16, 260, 72.0),
]

VARIETIES = {v.name.lower(): v for v in _TABLE}


def lookup(name: str) -> Variety:
    """The variety of that name, whatever its case and spacing."""
    key = " ".join(name.split()).lower()
    try:
        return VARIETIES[key]
    except KeyError:
        raise UnknownVariety(name) from None
