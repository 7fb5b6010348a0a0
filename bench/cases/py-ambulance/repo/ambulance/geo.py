"""Distances and blue-light travel time estimates."""

import math

EARTH_RADIUS_KM = 6371.0

# Roads are longer than the straight line between two points.
ROAD_FACTOR = 1.3

# Average blue-light speeds by kind of area, in km/h.
SPEED_KMH = {
    "urban": 38.0,
    "suburban": 48.0,
    "rural": 62.0,
}


def distance_km(a, b):
    """Great-circle distance between two (lat, lon) points in kilometres."""
    lat1, lon1 = map(math.radians, a)
    lat2, lon2 = map(math.radians, b)
    dlat = lat2 - lat1
    dlon = lon2 - lon1
    h = math.sin(dlat / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin(dlon / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(math.sqrt(h))


def road_km(a, b):
    """Estimated road distance between two points."""
    return distance_km(a, b) * ROAD_FACTOR


def travel_minutes(a, b, area="urban"):
    """Estimated blue-light travel time from a to b in minutes."""
    try:
        speed = SPEED_KMH[area]
    except KeyError:
        raise ValueError(f"unknown area {area!r}") from None
    return road_km(a, b) / speed * 60.0
