"""Wind holds: whether a lift may run in the wind measured at its top station."""

from dataclasses import dataclass

OPEN = "open"
SLOW = "slow"
HOLD = "hold"

# (slow from, hold from) in metres per second of mean wind, by lift kind
WIND_LIMITS = {
    "chair": (12.0, 16.0),
    "detachable": (14.0, 18.0),
    "gondola": (16.0, 20.0),
    "drag": (15.0, 20.0),
    "carpet": (20.0, 25.0),
}

# a gust this much above the hold limit holds the lift whatever the mean wind
GUST_MARGIN = 4.0


@dataclass(frozen=True)
class Reading:
    mean_ms: float
    gust_ms: float

    def __post_init__(self):
        if self.mean_ms < 0 or self.gust_ms < 0:
            raise ValueError("wind speeds cannot be negative")
        if self.gust_ms < self.mean_ms:
            raise ValueError("a gust cannot be below the mean wind")


def status(kind: str, reading: Reading) -> str:
    slow_from, hold_from = WIND_LIMITS[kind]
    if reading.mean_ms >= hold_from or reading.gust_ms >= hold_from + GUST_MARGIN:
        return HOLD
    if reading.mean_ms >= slow_from:
        return SLOW
    return OPEN


def area_status(area, readings) -> dict:
    """Status of each lift of the area; a lift without a reading stays on hold."""
    out = {}
    for l in area:
        r = readings.get(l.name)
        out[l.name] = HOLD if r is None else status(l.kind, r)
    return out
