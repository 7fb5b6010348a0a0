"""Text reports for the woodland's notice board."""

from __future__ import annotations

from .coupe import Coupe
from .plan import Winter
from .rotation import due_coupes, overdue_years
from .yields import cords


def due_list(coupes: list[Coupe], year: int) -> str:
    due = due_coupes(coupes, year)
    if not due:
        return f"No coupes due in {year}."
    lines = [f"Due in {year}: {len(due)} coupe(s), most overdue {due[0].code}"]
    for c in due:
        late = overdue_years(c, year)
        note = f" ({late} years overdue)" if late else ""
        lines.append(f"  {c.code:<4} {c.species.name:<15} {c.area_ha:4.2f} ha{note}")
    return "\n".join(lines)


def plan_summary(plan: list[Winter]) -> str:
    lines = []
    for w in plan:
        codes = ", ".join(c.code for c in w.coupes) or "-"
        lines.append(f"{w.year}/{(w.year + 1) % 100:02d}  {codes:<14} {w.area_ha:4.2f} ha  {cords(w.cordwood_m3):5.1f} cords")
    return "\n".join(lines)
