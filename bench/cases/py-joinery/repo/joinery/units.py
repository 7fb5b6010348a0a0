"""Lengths as the workshop writes them, always worked in millimetres."""

import re

MM_PER_INCH = 25.4

_UNITS = {
    "": 1.0,
    "mm": 1.0,
    "cm": 10.0,
    "m": 1000.0,
    "in": MM_PER_INCH,
    '"': MM_PER_INCH,
}

_LENGTH = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(mm|cm|m|in|\")?\s*$")


class LengthError(ValueError):
    pass


def parse_length(text):
    """Parse '600', '600mm', '60cm', '1.2m' or '24in' / '24"' into millimetres.

    A bare number is millimetres, as on every drawing in the shop.
    """
    if isinstance(text, (int, float)):
        if text < 0:
            raise LengthError(f"negative length: {text}")
        return float(text)
    match = _LENGTH.match(text)
    if not match:
        raise LengthError(f"not a length: {text!r}")
    value, unit = match.groups()
    return float(value) * _UNITS[unit or ""]


def round_mm(mm):
    """Round to the nearest whole millimetre, halves up."""
    return int(mm + 0.5)


def format_mm(mm):
    return f"{round_mm(mm)} mm"


def format_metres(mm):
    return f"{mm / 1000:.2f} m"
