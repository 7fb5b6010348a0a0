"""Volumes in the lab are read in millilitres; the formulas want litres."""

import re

_VOLUME = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(mL|ml|L|l)?\s*$")


def ml_to_l(volume_ml: float) -> float:
    return volume_ml / 1000


def parse_volume(text: str) -> float:
    """'24.35', '24.35 mL' or '0.02435 L' -> millilitres."""
    m = _VOLUME.match(text)
    if not m:
        raise ValueError(f"not a volume: {text!r}")
    value = float(m.group(1))
    if m.group(2) in ("L", "l"):
        return value * 1000
    return value
