"""The material catalogue: what each raw material costs, how it is stocked and its IFRA limits."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping


@dataclass(frozen=True)
class Material:
    """A raw material as stocked.

    ``strength`` is the fraction of the material itself in the bottle on the shelf: 1.0 when neat, 0.1 for a
    10% dilution in ethanol or DPG. ``limits`` maps an IFRA product category ("4", "5A", ...) to the highest
    concentration of the neat material allowed in a finished product of that category, in percent.
    ``cost_per_kg`` is the price of the stocked bottle's contents, dilution included.
    """

    name: str
    cost_per_kg: float
    strength: float = 1.0
    limits: Mapping[str, float] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not 0 < self.strength <= 1:
            raise ValueError(f"{self.name}: strength must be in (0, 1], got {self.strength}")
        if self.cost_per_kg < 0:
            raise ValueError(f"{self.name}: negative cost")
        object.__setattr__(self, "limits", MappingProxyType(dict(self.limits)))


def parse_limits(text: str) -> dict[str, float]:
    """``"4:1.2;5A:0.3"`` -> ``{"4": 1.2, "5A": 0.3}``; an empty text has no limits."""
    limits: dict[str, float] = {}
    for part in text.split(";"):
        part = part.strip()
        if not part:
            continue
        category, sep, value = part.partition(":")
        if not sep:
            raise ValueError(f"limit {part!r} is not CATEGORY:PERCENT")
        limits[category.strip().upper()] = float(value)
    return limits


def load_catalog(text: str) -> dict[str, Material]:
    """Reads ``name,cost_per_kg,strength,limits`` lines (``#`` comments and blank lines skipped)."""
    catalog: dict[str, Material] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        fields = [f.strip() for f in line.split(",")]
        if len(fields) != 4:
            raise ValueError(f"line {number}: expected 4 fields, got {len(fields)}")
        name, cost, strength, limits = fields
        if name in catalog:
            raise ValueError(f"line {number}: {name} listed twice")
        catalog[name] = Material(name, float(cost), float(strength or 1), parse_limits(limits))
    return catalog
