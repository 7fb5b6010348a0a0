"""The day's summary: birds by species, new and retrapped, with their mean measurements."""

from __future__ import annotations

from dataclasses import dataclass

from .captures import Capture
from .species import lookup


@dataclass(frozen=True)
class SpeciesTotal:
    code: str
    name: str
    new: int
    retraps: int
    mean_wing: float
    mean_mass: float


def mean_mass(captures: list[Capture]) -> float:
    return round(sum(c.bio.mass_g for c in captures) / len(captures), 1)


def mean_wing(captures: list[Capture]) -> float:
    return round(sum(c.bio.wing_mm for c in captures) / len(captures), 1)


def condition(capture: Capture) -> float:
    """Mass over wing length, grams per 100 mm: a rough index of condition within a species."""
    return round(capture.bio.mass_g / capture.bio.wing_mm * 100, 1)


def by_species(captures: list[Capture]) -> list[SpeciesTotal]:
    """Totals for each species caught, most caught first, then by name."""
    groups: dict[str, list[Capture]] = {}
    for capture in captures:
        groups.setdefault(capture.species, []).append(capture)
    totals = [
        SpeciesTotal(
            code=code,
            name=lookup(code).name,
            new=sum(1 for c in group if not c.retrap),
            retraps=sum(1 for c in group if c.retrap),
            mean_wing=mean_wing(group),
            mean_mass=mean_mass(group),
        )
        for code, group in groups.items()
    ]
    return sorted(totals, key=lambda t: (-(t.new + t.retraps), t.name))


def render(captures: list[Capture]) -> str:
    lines = [f"{'species':<12} {'new':>4} {'retrap':>6} {'wing':>6} {'mass':>6}"]
    for t in by_species(captures):
        lines.append(f"{t.name:<12} {t.new:>4} {t.retraps:>6} {t.mean_wing:>6.1f} {t.mean_mass:>6.1f}")
    new = sum(1 for c in captures if not c.retrap)
    lines.append(f"{'total':<12} {new:>4} {len(captures) - new:>6}")
    warned = [c for c in captures if c.warnings]
    if warned:
        lines.append("")
        lines.append("check:")
        for c in warned:
            lines.append(f"  {c.time} {c.species} {c.ring}: {'; '.join(c.warnings)}")
    return "\n".join(lines) + "\n"
