"""The greenhouse's zones: how dry each may get and how long it is watered."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Zone:
    name: str
    min_moisture: float  # percent; below this the zone is watered
    base_minutes: int  # minutes of watering at 20 °C or cooler


ZONES = [
    Zone("seedlings", min_moisture=45.0, base_minutes=4),
    Zone("tomatoes", min_moisture=35.0, base_minutes=12),
    Zone("cucumbers", min_moisture=40.0, base_minutes=10),
    Zone("herbs", min_moisture=25.0, base_minutes=5),
    Zone("peppers", min_moisture=30.0, base_minutes=8),
]


def zone_named(name: str, zones: list[Zone] = ZONES) -> Zone:
    for zone in zones:
        if zone.name == name:
            return zone
    raise KeyError(f"no zone named {name!r}")
