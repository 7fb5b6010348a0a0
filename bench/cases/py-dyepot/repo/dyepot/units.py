"""Weights are kept in grams, volumes in litres and temperatures in °C."""

GRAMS_PER = {"g": 1.0, "kg": 1000.0}


def grams(value, unit="g"):
    """A weight in grams from a value in one of GRAMS_PER's units."""
    try:
        return value * GRAMS_PER[unit]
    except KeyError:
        raise ValueError(f"unknown weight unit {unit!r}") from None


def percent_of(weight_g, percent):
    """`percent` of a weight, the way recipes give amounts: as a percentage of the weight of fibre."""
    return weight_g * percent / 100.0


def format_grams(weight_g):
    """Grams to the gram, or kilograms past a kilogram."""
    if weight_g >= 1000:
        return f"{weight_g / 1000:.2f} kg"
    return f"{weight_g:.0f} g"


def format_clock(minutes):
    """Minutes as h:mm from the start of the bath."""
    whole = int(round(minutes))
    return f"{whole // 60}:{whole % 60:02d}"
