"""Tiered tariffs: a standing charge per day and a rate per unit that changes at thresholds."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal


@dataclass(frozen=True)
class Tier:
    """Units up to `upto` a day (None: no limit) cost `rate` cents each."""

    upto: Decimal | None
    rate: Decimal


@dataclass(frozen=True)
class Tariff:
    name: str
    unit: str
    standing_per_day: int
    tiers: tuple[Tier, ...] = field(default_factory=tuple)

    def __post_init__(self) -> None:
        if not self.tiers:
            raise ValueError(f"tariff {self.name} has no tiers")
        if self.tiers[-1].upto is not None:
            raise ValueError(f"the last tier of {self.name} must have no limit")
        limits = [t.upto for t in self.tiers[:-1]]
        if any(a is None or b is None or a >= b for a, b in zip(limits, limits[1:])):
            raise ValueError(f"tier limits of {self.name} must rise")


def flat(name: str, unit: str, standing_per_day: int, rate: Decimal) -> Tariff:
    """A tariff with one rate for every unit."""
    return Tariff(name, unit, standing_per_day, (Tier(None, rate),))
