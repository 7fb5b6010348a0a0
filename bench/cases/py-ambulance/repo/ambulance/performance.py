"""Response time performance against the category standards."""

import math
from dataclasses import dataclass

from .calls import CATEGORIES, STANDARDS

HANDOVER_TARGET_MINUTES = 15.0


def mean(values):
    values = list(values)
    if not values:
        raise ValueError("mean of no values")
    return sum(values) / len(values)


def centile(values, p):
    """The p-th centile by the nearest-rank method."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("centile of no values")
    if not 0 < p <= 100:
        raise ValueError(f"centile {p} out of range")
    rank = math.ceil(p / 100.0 * len(ordered))
    return ordered[rank - 1]


@dataclass(frozen=True)
class CategoryResult:
    category: int
    count: int
    mean: float
    centile90: float
    mean_met: bool | None
    centile_met: bool

    @property
    def met(self):
        return self.centile_met and self.mean_met is not False


def category_result(calls, category):
    """Performance for one category, from the calls that had a vehicle arrive."""
    times = [c.response_minutes for c in calls
             if c.category == category and c.response_minutes is not None]
    if not times:
        return None
    standard = STANDARDS[category]
    avg = mean(times)
    c90 = centile(times, 90)
    mean_met = None if standard.mean is None else avg <= standard.mean
    return CategoryResult(
        category=category,
        count=len(times),
        mean=round(avg, 1),
        centile90=round(c90, 1),
        mean_met=mean_met,
        centile_met=c90 <= standard.centile90,
    )


def summarise(calls):
    """CategoryResult for every category that had responses, by category."""
    results = {}
    for category in CATEGORIES:
        result = category_result(calls, category)
        if result is not None:
            results[category] = result
    return results


def handover_delays(calls, target=HANDOVER_TARGET_MINUTES):
    """(ref, hospital, minutes over target) for each handover over the target."""
    delays = []
    for call in calls:
        minutes = call.handover_minutes
        if minutes is not None and minutes > target:
            delays.append((call.ref, call.hospital, round(minutes - target, 1)))
    return delays


def lost_hours(calls, target=HANDOVER_TARGET_MINUTES):
    """Crew hours lost waiting beyond the handover target."""
    return round(sum(over for _, _, over in handover_delays(calls, target)) / 60.0, 2)
