"""The parts of the forecast payload the digest uses."""

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True)
class Hour:
    """One hour of the forecast."""

    at: datetime
    temp_c: float
    rain_mm: float
    wind_kmh: float


def parse_hours(payload: dict) -> list[Hour]:
    """The hourly series, in order; the API sends parallel arrays."""
    hourly = payload["hourly"]
    return [
        Hour(datetime.fromisoformat(t), temp, rain, wind)
        for t, temp, rain, wind in zip(
            hourly["time"], hourly["temperature_2m"], hourly["precipitation"], hourly["wind_speed_10m"], strict=True
        )
    ]
