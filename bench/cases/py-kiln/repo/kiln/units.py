"""Temperature and time conversions.

Schedules are kept in degrees Celsius and minutes throughout; controllers and
some potters think in Fahrenheit, so conversions live here and nowhere else.
"""


def c_to_f(celsius):
    """A temperature in degrees Celsius as degrees Fahrenheit."""
    return celsius * 9 / 5 + 32


def f_to_c(fahrenheit):
    """A temperature in degrees Fahrenheit as degrees Celsius."""
    return (fahrenheit - 32) * 5 / 9


def rate_c_to_f(rate):
    """A heating rate in °C per hour as °F per hour (a difference, no offset)."""
    return rate * 9 / 5


def rate_f_to_c(rate):
    """A heating rate in °F per hour as °C per hour."""
    return rate * 5 / 9


def hours(minutes):
    return minutes / 60


def format_duration(minutes):
    """Minutes as the `7h 05m` a kiln controller shows."""
    total = int(round(minutes))
    h, m = divmod(total, 60)
    return f"{h}h {m:02d}m"


def format_temp(celsius, scale="C"):
    """A rounded temperature with its unit, in the given scale."""
    if scale == "C":
        return f"{round(celsius)}°C"
    if scale == "F":
        return f"{round(c_to_f(celsius))}°F"
    raise ValueError(f"unknown scale {scale!r}")
