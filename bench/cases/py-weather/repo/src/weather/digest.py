"""The digest's sentences."""

from dataclasses import dataclass

from weather.forecast import Hour
from weather.units import format_temp

RAIN_THRESHOLD_MM = 0.2


@dataclass(frozen=True)
class DigestOptions:
    """What the reader chose in their settings."""

    system: str = "metric"  # or "imperial"
    day_starts: int = 7
    day_ends: int = 21


def daytime(hours: list[Hour], options: DigestOptions) -> list[Hour]:
    """The hours the reader is awake for."""
    return [h for h in hours if options.day_starts <= h.at.hour < options.day_ends]


def headline(hours: list[Hour], options: DigestOptions) -> str:
    """'Today: 18°C, light rain from 14:00' (the day's high, and when rain starts)."""
    day = daytime(hours, options)
    high = max(h.temp_c for h in day)
    text = f"Today: {format_temp(high, options.system)}"
    rainy = [h for h in day if h.rain_mm >= RAIN_THRESHOLD_MM]
    if rainy:
        amount = "rain" if max(h.rain_mm for h in rainy) >= 2.5 else "light rain"
        text += f", {amount} from {rainy[0].at:%H:%M}"
    return text
