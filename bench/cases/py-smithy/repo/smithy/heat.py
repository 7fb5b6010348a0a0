"""Heat colours of steel, as they look in a shaded forge."""

from __future__ import annotations

# (lowest °C, colour), ascending
COLOURS = [
    (480, "faint red"),
    (580, "blood red"),
    (650, "dark cherry"),
    (750, "cherry red"),
    (815, "bright cherry"),
    (900, "orange"),
    (1000, "yellow"),
    (1100, "bright yellow"),
    (1250, "white"),
    (1350, "sparkling white"),
]

FORGE_WELD = (1250, 1350)
LOWEST_FORGING = 750


def colour(temp_c: float) -> str:
    """The colour name at `temp_c`, 'black' below a visible glow."""
    name = "black"
    for lowest, label in COLOURS:
        if temp_c >= lowest:
            name = label
    return name


def can_forge(temp_c: float) -> bool:
    return temp_c >= LOWEST_FORGING


def can_weld(temp_c: float) -> bool:
    low, high = FORGE_WELD
    return low <= temp_c < high
