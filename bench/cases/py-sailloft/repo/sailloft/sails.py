"""Sail measurements: the three edges of a triangular sail and what follows from them."""

from __future__ import annotations

import math
from dataclasses import dataclass

KINDS = ("main", "jib", "genoa", "spinnaker")


@dataclass(frozen=True)
class Sail:
    """A triangular sail as measured on the loft floor, edges in metres."""

    name: str
    kind: str
    luff_m: float
    leech_m: float
    foot_m: float
    cloth: str

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown sail kind {self.kind!r}")
        a, b, c = sorted((self.luff_m, self.leech_m, self.foot_m))
        if a <= 0 or a + b <= c:
            raise ValueError(f"{self.name}: edges {self.luff_m}, {self.leech_m}, {self.foot_m} make no triangle")


def area_m2(sail: Sail) -> float:
    """Area by Heron's formula, rounded to a hundredth of a square metre."""
    a, b, c = sail.luff_m, sail.leech_m, sail.foot_m
    s = (a + b + c) / 2
    return round(math.sqrt(s * (s - a) * (s - b) * (s - c)), 2)


def perimeter_m(sail: Sail) -> float:
    return round(sail.luff_m + sail.leech_m + sail.foot_m, 2)


def aspect_ratio(sail: Sail) -> float:
    """Luff squared over area: tall, narrow sails have a high ratio."""
    return round(sail.luff_m**2 / area_m2(sail), 2)
