"""Rides and the running totals over a list of them."""

from dataclasses import dataclass
from datetime import date

from cyclelog import units


@dataclass(frozen=True)
class Ride:
    day: date
    metres: float
    seconds: int
    climb_m: int = 0


def total_metres(rides: list[Ride]) -> float:
    return sum(r.metres for r in rides)


def total_seconds(rides: list[Ride]) -> int:
    return sum(r.seconds for r in rides)


def distance(rides: list[Ride], unit: str = "km") -> float:
    metres = total_metres(rides)
    value = units.metres_to_km(metres) if unit == "km" else units.metres_to_miles(metres)
    return units.round_distance(value)


def average_speed(rides: list[Ride], unit: str = "km") -> float:
    return units.speed(total_metres(rides), total_seconds(rides), unit)


def longest(rides: list[Ride]) -> Ride | None:
    return max(rides, key=lambda r: r.metres, default=None)
