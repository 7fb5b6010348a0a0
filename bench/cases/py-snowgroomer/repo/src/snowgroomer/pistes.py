"""Pistes as the patrol's snow report lists them: name, colour, length, width, snow depth."""

from __future__ import annotations

from dataclasses import dataclass

# Grooming order on a night: the pistes the ski school needs first.
COLOURS = ("green", "blue", "red", "black")


@dataclass(frozen=True)
class Piste:
    name: str
    colour: str
    length_m: int
    width_m: float
    depth_cm: int

    @property
    def priority(self) -> int:
        return COLOURS.index(self.colour)


def parse_pistes(lines: list[str]) -> list[Piste]:
    """One piste a line, `name | colour | length m | width m | depth cm`; blank lines and # comments skipped."""
    pistes = []
    for number, line in enumerate(lines, start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        fields = [field.strip() for field in line.split("|")]
        if len(fields) != 5:
            raise ValueError(f"line {number}: want 5 fields, got {len(fields)}")
        name, colour, length, width, depth = fields
        if colour not in COLOURS:
            raise ValueError(f"line {number}: unknown colour {colour!r}")
        pistes.append(Piste(name, colour, int(length), float(width), int(depth)))
    return pistes
