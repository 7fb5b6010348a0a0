"""IFRA compliance: the concentration of each restricted material in the finished product."""

from __future__ import annotations

from dataclasses import dataclass

from .formula import Formula

# The product categories of the IFRA standards (51st amendment).
CATEGORIES = frozenset(
    ["1", "2", "3", "4", "5A", "5B", "5C", "5D", "6", "7A", "7B", "8", "9", "10A", "10B", "11A", "11B", "12"]
)


@dataclass(frozen=True)
class Breach:
    material: str
    percent: float  # of the neat material in the finished product
    limit: float

    def __str__(self) -> str:
        return f"{self.material}: {self.percent:.3f}% (limit {self.limit:g}%)"


def product_percent(formula: Formula, name: str, dosage: float) -> float:
    """The neat material's percentage in a product that holds ``dosage`` percent of the concentrate."""
    return formula.neat_percent(name) * dosage / 100


def check(formula: Formula, category: str, dosage: float) -> list[Breach]:
    """The materials over their limit in a product of ``category`` dosed at ``dosage`` percent."""
    if category not in CATEGORIES:
        raise ValueError(f"unknown IFRA category {category!r}")
    if not 0 < dosage <= 100:
        raise ValueError(f"dosage must be in (0, 100], got {dosage}")
    breaches = []
    for line in formula.lines:
        limit = line.material.limits.get(category)
        if limit is None:
            continue
        percent = product_percent(formula, line.material.name, dosage)
        if percent > limit + 1e-9:
            breaches.append(Breach(line.material.name, round(percent, 4), limit))
    return breaches
