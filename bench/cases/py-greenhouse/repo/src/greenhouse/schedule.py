"""The morning plan: which zones are watered and for how long."""

from dataclasses import dataclass

from greenhouse.sensors import Reading, latest_reading
from greenhouse.zones import Zone

WARM_C = 20.0  # above this soil temperature watering is stretched
STRETCH_PER_DEGREE = 0.05  # 5 % longer per degree above WARM_C
MAX_STRETCH = 1.5


@dataclass(frozen=True)
class Watering:
    zone: str
    minutes: int


def minutes_for(zone: Zone, soil_c: float) -> int:
    stretch = 1.0 + max(0.0, soil_c - WARM_C) * STRETCH_PER_DEGREE
    return round(zone.base_minutes * min(stretch, MAX_STRETCH))


def dry_zones(readings: list[Reading], zones: list[Zone]) -> list[tuple[Zone, Reading | None]]:
    """Zones below their threshold, with their latest reading; a zone with no reading counts as dry."""
    dry: list[tuple[Zone, Reading | None]] = []
    for zone in zones:
        latest = latest_reading(readings, zone.name)
        if latest is None or latest.moisture < zone.min_moisture:
            dry.append((zone, latest))
    return dry


def plan_watering(readings: list[Reading], zones: list[Zone]) -> list[Watering]:
    plan = []
    for zone, latest in dry_zones(readings, zones):
        soil_c = latest.soil_c if latest is not None else WARM_C
        plan.append(Watering(zone.name, minutes_for(zone, soil_c)))
    return plan
