"""One batch of a pantry item."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

UNITS = ("g", "ml", "pcs")


@dataclass
class Batch:
    """A quantity of one item bought together, with one best-before date."""

    name: str
    qty: float
    unit: str
    best_before: date

    def __post_init__(self) -> None:
        if self.unit not in UNITS:
            raise ValueError(f"unknown unit {self.unit!r} for {self.name}; use one of {', '.join(UNITS)}")
        if self.qty <= 0:
            raise ValueError(f"a batch of {self.name} needs a positive quantity, not {self.qty}")

    def expired(self, today: date) -> bool:
        """Past its best-before date (the date itself is still good)."""
        return today > self.best_before
