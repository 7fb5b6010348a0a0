"""A formula: materials in parts, as the perfumer writes it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from .materials import Material


@dataclass(frozen=True)
class FormulaLine:
    material: Material
    parts: float


@dataclass(frozen=True)
class Formula:
    name: str
    lines: tuple[FormulaLine, ...]

    @property
    def total_parts(self) -> float:
        return sum(line.parts for line in self.lines)

    def percentages(self) -> list[tuple[str, float]]:
        """Each line's share of the concentrate as weighed, in percent."""
        total = self.total_parts
        return [(line.material.name, line.parts / total * 100) for line in self.lines]

    def neat_percent(self, name: str) -> float:
        """The neat material's share of the concentrate in percent, after its dilution as stocked."""
        total = self.total_parts
        return sum(line.parts * line.material.strength for line in self.lines if line.material.name == name) / total * 100

    def scale(self, grams: float) -> list[tuple[str, float]]:
        """What to weigh for a batch of ``grams`` of concentrate, to 0.01 g."""
        total = self.total_parts
        return [(line.material.name, round(line.parts / total * grams, 2)) for line in self.lines]


def parse_formula(name: str, text: str, catalog: Mapping[str, Material]) -> Formula:
    """Reads ``parts  material name`` lines; ``#`` starts a comment. A material may appear once."""
    lines: list[FormulaLine] = []
    seen: set[str] = set()
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        parts_text, _, material_name = line.partition(" ")
        material_name = material_name.strip()
        try:
            parts = float(parts_text)
        except ValueError:
            raise ValueError(f"line {number}: {parts_text!r} is not a number of parts") from None
        if parts <= 0:
            raise ValueError(f"line {number}: parts must be positive")
        if material_name not in catalog:
            raise ValueError(f"line {number}: unknown material {material_name!r}")
        if material_name in seen:
            raise ValueError(f"line {number}: {material_name} appears twice")
        seen.add(material_name)
        lines.append(FormulaLine(catalog[material_name], parts))
    if not lines:
        raise ValueError("empty formula")
    return Formula(name, tuple(lines))
