"""Weekly summaries of a ride log (ISO weeks)."""

from collections import defaultdict

from cyclelog import rides as ridesmod
from cyclelog.rides import Ride


def by_week(rides: list[Ride]) -> dict[tuple[int, int], list[Ride]]:
    weeks: dict[tuple[int, int], list[Ride]] = defaultdict(list)
    for ride in rides:
        year, week, _ = ride.day.isocalendar()
        weeks[(year, week)].append(ride)
    return dict(sorted(weeks.items()))


def week_summary(rides: list[Ride], unit: str = "km") -> dict[str, float | int]:
    return {
        "rides": len(rides),
        "distance": ridesmod.distance(rides, unit),
        "speed": ridesmod.average_speed(rides, unit),
        "climb_m": sum(r.climb_m for r in rides),
    }


def weekly(rides: list[Ride], unit: str = "km") -> list[str]:
    lines = []
    for (year, week), group in by_week(rides).items():
        s = week_summary(group, unit)
        lines.append(f"{year}-W{week:02d}: {s['rides']} rides, {s['distance']} {unit}, {s['speed']} {unit}/h")
    return lines
