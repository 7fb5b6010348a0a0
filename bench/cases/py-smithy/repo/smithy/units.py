"""Lengths as written on job sheets, always handed on in millimetres."""

from __future__ import annotations

import re

MM_PER_INCH = 25.4
MM_PER_CM = 10.0

_LENGTH = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(mm|cm|m)?\s*$", re.IGNORECASE)

_FACTORS = {"mm": 1.0, "cm": MM_PER_CM, "m": 1000.0}


class UnitError(ValueError):
    """A length that cannot be read."""


def parse_length(text: str) -> float:
    """A length in millimetres from '12', '12mm', '1.5 cm' or '2m' (no unit: mm)."""
    match = _LENGTH.match(text)
    if not match:
        raise UnitError(f"not a length: {text!r}")
    value, unit = match.groups()
    return float(value) * _FACTORS[(unit or "mm").lower()]


def format_length(mm: float) -> str:
    """'845 mm' below a metre, '2.450 m' from a metre up."""
    if mm < 1000:
        return f"{mm:.0f} mm"
    return f"{mm / 1000:.3f} m"
