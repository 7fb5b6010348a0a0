"""Unit conversions for the digest."""


def c_to_f(celsius: float) -> float:
    """Degrees Celsius to Fahrenheit."""
    return celsius * 9 / 5 + 32


def kmh_to_mph(kmh: float) -> float:
    """Kilometres per hour to miles per hour."""
    return kmh / 1.609344


def format_temp(celsius: float, system: str) -> str:
    """'18°C' or '64°F', rounded to whole degrees."""
    if system == "imperial":
        return f"{round(c_to_f(celsius))}°F"
    return f"{round(celsius)}°C"
