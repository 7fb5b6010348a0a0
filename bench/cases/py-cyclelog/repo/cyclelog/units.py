"""Unit conversions used across the log. Distances are stored in metres, durations in seconds."""

METRES_PER_KM = 1000.0
METRES_PER_MILE = 1609.344


def metres_to_km(metres: float) -> float:
    return metres / METRES_PER_KM


def metres_to_miles(metres: float) -> float:
    return metres / METRES_PER_MILE


def round_distance(value: float) -> float:
    """Distances are shown to one decimal place."""
    return round(value, 1)


def seconds_to_hours(seconds: float) -> float:
    return seconds / 3600.0


def speed(metres: float, seconds: float, unit: str = "km") -> float:
    """Average speed in km/h or mph, rounded to one decimal place."""
    if seconds <= 0:
        return 0.0
    distance = metres_to_km(metres) if unit == "km" else metres_to_miles(metres)
    return round(distance / seconds_to_hours(seconds), 1)
