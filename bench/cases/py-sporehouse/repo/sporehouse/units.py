"""Masses as whole grams, read from and written as the farm writes them."""

import re

_MASS = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(kg|g)\s*$", re.IGNORECASE)


def parse_mass(text: str) -> int:
    """'2.5kg' -> 2500, '800 g' -> 800."""
    m = _MASS.match(text)
    if not m:
        raise ValueError(f"not a mass: {text!r}")
    value, unit = float(m.group(1)), m.group(2).lower()
    grams = value * 1000 if unit == "kg" else value
    return round(grams)


def format_mass(grams: float) -> str:
    """Kilograms to one decimal from a kilo up, grams below."""
    if grams >= 1000:
        return f"{grams / 1000:.1f} kg"
    return f"{round(grams)} g"
