"""Plots as the register lists them."""

from __future__ import annotations

from dataclasses import dataclass

KINDS = ("full", "half", "raised_bed")


@dataclass(frozen=True)
class Plot:
    number: str
    kind: str
    area_m2: int
    water: bool = False


class RegisterError(ValueError):
    """A register line that cannot be read."""


def parse_plot(line: str) -> Plot:
    """Read 'NUMBER KIND AREA [water]', e.g. '14B half 125 water'."""
    parts = line.split()
    if len(parts) not in (3, 4):
        raise RegisterError(f"expected 'NUMBER KIND AREA [water]': {line!r}")
    number, kind, area = parts[:3]
    if kind not in KINDS:
        raise RegisterError(f"unknown plot kind {kind!r} in {line!r}")
    if not area.isdigit() or int(area) == 0:
        raise RegisterError(f"area must be a positive whole number of m²: {line!r}")
    water = len(parts) == 4
    if water and parts[3] != "water":
        raise RegisterError(f"unexpected {parts[3]!r} in {line!r}")
    return Plot(number, kind, int(area), water)


def parse_register(text: str) -> list[Plot]:
    """Every plot of the register, skipping blank lines and '#' comments."""
    plots = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            plots.append(parse_plot(line))
    return plots
