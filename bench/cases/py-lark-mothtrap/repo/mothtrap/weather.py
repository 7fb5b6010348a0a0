"""The weather of a trap night: minimum temperature, wind and cloud."""

import re

_TEMP = re.compile(r"^(-?\d+(?:\.\d+)?)C$")

BEAUFORT = ["calm", "light air", "light breeze", "gentle breeze", "moderate breeze",
            "fresh breeze", "strong breeze"]


def parse_temp(text):
    """A minimum temperature like '12C' or '-1.5C', in degrees Celsius."""
    match = _TEMP.match(text.strip())
    if not match:
        raise ValueError(f"bad temperature {text!r}")
    return float(match.group(1))


def wind_label(force):
    """The Beaufort name of a wind force, 'gale' from force 7."""
    if force < 0:
        raise ValueError(f"bad wind force {force}")
    return BEAUFORT[force] if force < len(BEAUFORT) else "gale"


def night_score(min_temp, wind, cloud):
    """How promising the night was for moths, 0 to 10.

    Warm, still, overcast nights are best: up to 5 points for the minimum
    temperature (one per 3 degrees above 3C), 3 for a wind under force 3
    and 2 for cloud cover of 6 oktas or more.
    """
    score = min(5, max(0, int((min_temp - 3) // 3)))
    if wind < 3:
        score += 3
    elif wind < 5:
        score += 1
    if cloud >= 6:
        score += 2
    elif cloud >= 3:
        score += 1
    return score
