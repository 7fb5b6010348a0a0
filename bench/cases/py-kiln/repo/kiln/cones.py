"""Pyrometric cones and the temperatures at which they bend.

A cone measures heat work, not temperature: the slower the final climb, the
lower the temperature at which it bends. The table gives the bending
temperature of self-supporting cones for a final rate of 60 °C/h and of
150 °C/h; other rates are interpolated between the two and clamped outside.
"""

SLOW_RATE = 60
FAST_RATE = 150

# cone: (°C at 60 °C/h, °C at 150 °C/h)
CONES = {
    "022": (586, 590),
    "018": (715, 734),
    "014": (807, 838),
    "010": (887, 915),
    "08": (945, 962),
    "06": (999, 1013),
    "05": (1031, 1046),
    "04": (1046, 1063),
    "03": (1077, 1104),
    "01": (1115, 1137),
    "1": (1136, 1154),
    "2": (1142, 1162),
    "3": (1152, 1168),
    "4": (1168, 1186),
    "5": (1186, 1196),
    "6": (1222, 1240),
    "7": (1240, 1255),
    "8": (1249, 1263),
    "9": (1260, 1280),
    "10": (1285, 1305),
}


class UnknownCone(KeyError):
    pass


def normalise(cone):
    """`"cone 06"`, `"Cone 6"`, `"^6"` or `6` as the table's key.

    A leading zero matters: cone 06 is about 220 °C cooler than cone 6.
    """
    text = str(cone).strip().lower()
    for prefix in ("cone", "^", "δ"):
        if text.startswith(prefix):
            text = text[len(prefix):].strip()
    if text not in CONES:
        raise UnknownCone(cone)
    return text


def cone_temperature(cone, rate=SLOW_RATE):
    """The bending temperature of a cone for a final climb at `rate` °C/h."""
    slow, fast = CONES[normalise(cone)]
    if rate <= SLOW_RATE:
        return float(slow)
    if rate >= FAST_RATE:
        return float(fast)
    fraction = (rate - SLOW_RATE) / (FAST_RATE - SLOW_RATE)
    return slow + (fast - slow) * fraction


def cone_for(temperature, rate=SLOW_RATE):
    """The hottest cone that bends at or below `temperature`, or None."""
    best = None
    for cone in CONES:
        if cone_temperature(cone, rate) <= temperature:
            if best is None or cone_temperature(cone, rate) > cone_temperature(best, rate):
                best = cone
    return best
