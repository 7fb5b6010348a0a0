"""The predicted track: legs flown at chosen heights, drifting with the wind."""

import math
from dataclasses import dataclass

from .units import kt_to_kmh
from .winds import WindProfile


@dataclass(frozen=True)
class Leg:
    altitude_ft: float
    minutes: float


def drift_km(profile: WindProfile, legs: list[Leg]) -> tuple[float, float]:
    """Displacement (east, north) in km after flying the legs."""
    east = north = 0.0
    for leg in legs:
        layer = profile.layer_at(leg.altitude_ft)
        distance = kt_to_kmh(layer.speed_kt) * leg.minutes / 60
        # the balloon travels towards where the wind blows to
        towards = math.radians(layer.direction_deg + 180)
        east += distance * math.sin(towards)
        north += distance * math.cos(towards)
    return east, north


def landing(profile: WindProfile, legs: list[Leg]) -> tuple[float, float]:
    """Distance in km and true bearing in degrees from the launch field."""
    east, north = drift_km(profile, legs)
    distance = math.hypot(east, north)
    bearing = math.degrees(math.atan2(east, north)) % 360
    return round(distance, 1), round(bearing)
