"""What a formula costs: per kilogram of concentrate and per bottle of finished product."""

from __future__ import annotations

from .formula import Formula

DENSITY = 0.9  # g/ml, near enough for an alcoholic perfume


def concentrate_cost_per_kg(formula: Formula) -> float:
    """The cost of a kilogram of the concentrate, each material at its stocked price."""
    total = formula.total_parts
    return sum(line.parts / total * line.material.cost_per_kg for line in formula.lines)


def bottle_cost(formula: Formula, ml: float, dosage: float) -> float:
    """The cost of the concentrate in a bottle of ``ml`` millilitres dosed at ``dosage`` percent, to the cent."""
    grams = ml * DENSITY * dosage / 100
    return round(concentrate_cost_per_kg(formula) * grams / 1000, 2)
