"""Steeping: alternating wet stages and air rests that bring the grain to steep-out moisture."""

import math
from dataclasses import dataclass

from . import units

SATURATION = 50.0  # % moisture the grain tends to under water
WATER_PER_TONNE = 1.3  # m3 of water to cover a tonne of barley in a conical steep
WET_RATE_15C = 0.08  # fraction of the gap to saturation taken up per hour at 15 C
AIR_RATE = 0.015  # surface water taken up per hour of air rest
TEMP_FACTOR = 1.06  # per degree above (or below) 15 C


@dataclass(frozen=True)
class SteepStage:
    kind: str  # "wet" or "air"
    hours: float
    water_temp: float = 15.0

    def __post_init__(self):
        if self.kind not in ("wet", "air"):
            raise ValueError(f"unknown steep stage {self.kind!r}")
        if self.hours <= 0:
            raise ValueError("a stage needs a positive duration")


def uptake_rate(stage):
    """Fraction of the gap to saturation the grain closes per hour in `stage`."""
    if stage.kind == "air":
        return AIR_RATE
    return WET_RATE_15C * TEMP_FACTOR ** (stage.water_temp - 15.0)


def moisture_after(moisture, stage):
    """Grain moisture (%) at the end of `stage`, starting from `moisture`."""
    gap = SATURATION - moisture
    return SATURATION - gap * math.exp(-uptake_rate(stage) * stage.hours)


def steep_out_moisture(start_moisture, schedule):
    """Moisture after running the whole `schedule` from `start_moisture`."""
    moisture = start_moisture
    for stage in schedule:
        moisture = moisture_after(moisture, stage)
    return moisture


def moisture_curve(start_moisture, schedule):
    """(hours elapsed, moisture) at the start and at the end of each stage."""
    points = [(0.0, start_moisture)]
    hours = 0.0
    moisture = start_moisture
    for stage in schedule:
        hours += stage.hours
        moisture = moisture_after(moisture, stage)
        points.append((hours, round(moisture, 2)))
    return points


def steep_hours(schedule):
    return sum(stage.hours for stage in schedule)


def wet_stages(schedule):
    return [stage for stage in schedule if stage.kind == "wet"]


def water_m3(tonnes, schedule):
    """Steep water used: one fill per wet stage."""
    return round(tonnes * WATER_PER_TONNE * len(wet_stages(schedule)), 2)


def water_absorbed_kg(tonnes, start_moisture, end_moisture):
    """Water the grain takes up in the steep, in kg."""
    dry = units.dry_matter(units.tonnes_to_kg(tonnes), start_moisture)
    return units.at_moisture(dry, end_moisture) - units.at_moisture(dry, start_moisture)


# A typical three-wet programme for a two-row spring barley.
STANDARD = (
    SteepStage("wet", 8, 15.0),
    SteepStage("air", 14),
    SteepStage("wet", 8, 16.0),
    SteepStage("air", 10),
    SteepStage("wet", 4, 16.0),
)
