"""The formula sheet: the formula in parts and percent, a batch to weigh, the cost and the IFRA check."""

from __future__ import annotations

from . import costing, ifra
from .formula import Formula


def render(formula: Formula, category: str, dosage: float, batch_grams: float = 100.0, bottle_ml: float = 50.0) -> str:
    lines = [f"{formula.name} (IFRA category {category}, {dosage:g}%)", ""]
    width = max(len(line.material.name) for line in formula.lines)
    weights = dict(formula.scale(batch_grams))
    lines.append(f"{'material':<{width}}  {'parts':>7}  {'%':>6}  {f'{batch_grams:g} g':>8}")
    for (name, percent), line in zip(formula.percentages(), formula.lines):
        lines.append(f"{name:<{width}}  {line.parts:>7g}  {percent:>6.2f}  {weights[name]:>8.2f}")
    lines.append("")
    lines.append(f"concentrate: {costing.concentrate_cost_per_kg(formula):.2f} EUR/kg")
    lines.append(f"{bottle_ml:g} ml bottle: {costing.bottle_cost(formula, bottle_ml, dosage):.2f} EUR of concentrate")
    breaches = ifra.check(formula, category, dosage)
    if breaches:
        lines.append("IFRA: over the limit")
        lines.extend(f"  {breach}" for breach in breaches)
    else:
        lines.append("IFRA: compliant")
    return "\n".join(lines) + "\n"
