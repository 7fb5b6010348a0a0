"""The night sheet the driver takes up the mountain."""

from __future__ import annotations

from snowgroomer.config import GroomerConfig
from snowgroomer.plan import NightPlan, fuel_litres


def clock_after(start: str, minutes: int) -> str:
    hours, _, mins = start.partition(":")
    total = (int(hours) * 60 + int(mins) + minutes) % (24 * 60)
    return f"{total // 60:02d}:{total % 60:02d}"


def night_sheet(plan: NightPlan, config: GroomerConfig) -> list[str]:
    lines = []
    elapsed = 0
    for piste, minutes in plan.groomed:
        lines.append(f"{clock_after(config.start, elapsed)}  {piste.name:<14} {piste.colour:<5} {minutes:>3} min")
        elapsed += minutes
    lines.append(f"done by {clock_after(config.start, elapsed)}, fuel {fuel_litres(plan, config)} l")
    for piste in plan.skipped_thin:
        lines.append(f"thin snow: {piste.name} ({piste.depth_cm} cm)")
    for piste in plan.left_over:
        lines.append(f"tomorrow: {piste.name}")
    return lines
