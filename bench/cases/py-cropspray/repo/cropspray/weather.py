"""Is an hour of the forecast fit to spray?"""

from __future__ import annotations

from dataclasses import dataclass

MIN_WIND_KMH = 2.0
MAX_WIND_KMH = 10.0
MAX_TEMP_C = 25.0


@dataclass(frozen=True)
class Hour:
    hour: int
    wind_kmh: float
    temp_c: float
    rain_mm: float


def reasons_not_to_spray(hour: Hour) -> list[str]:
    reasons = []
    if hour.wind_kmh < MIN_WIND_KMH:
        reasons.append("too still: risk of inversion")
    if hour.wind_kmh > MAX_WIND_KMH:
        reasons.append("too windy: drift")
    if hour.temp_c > MAX_TEMP_C:
        reasons.append("too hot: evaporation")
    if hour.rain_mm > 0:
        reasons.append("rain")
    return reasons


def fit_to_spray(hour: Hour) -> bool:
    return not reasons_not_to_spray(hour)
