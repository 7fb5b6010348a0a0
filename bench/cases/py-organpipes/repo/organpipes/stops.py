"""Stop footages and what they sound."""

import math
import re
from fractions import Fraction

_FOOTAGE = re.compile(r"^\s*(\d+)(?:\s+(\d+)/(\d+))?\s*'?\s*$")


def parse_footage(text):
    """Footage as a Fraction: "8'" is 8, "2 2/3'" is 8/3."""
    m = _FOOTAGE.match(text)
    if not m:
        raise ValueError(f"not a footage: {text!r}")
    whole, num, den = m.groups()
    value = Fraction(int(whole))
    if num:
        value += Fraction(int(num), int(den))
    return value


def harmonic(footage):
    """Which harmonic of an 8' stop a footage sounds: 4' is 2, 2 2/3' is 3."""
    if isinstance(footage, str):
        footage = parse_footage(footage)
    ratio = Fraction(8) / footage
    if ratio.denominator != 1:
        raise ValueError(f"{footage}' is not a harmonic of 8'")
    return ratio.numerator


def semitones_above_unison(footage):
    """Semitones a stop sounds above the 8' unison, rounded to the nearest."""
    return round(12 * math.log2(harmonic(footage)))
