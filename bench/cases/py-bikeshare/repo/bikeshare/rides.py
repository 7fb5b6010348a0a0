"""Rides: who rode, from where to where, and when."""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date, datetime


@dataclass(frozen=True)
class Ride:
    rider: str
    start: datetime
    end: datetime
    from_station: str
    to_station: str

    def __post_init__(self) -> None:
        if self.end < self.start:
            raise ValueError(f"ride of {self.rider} ends before it starts")


def ride_minutes(ride: Ride) -> int:
    """Started minutes of the ride: 10 minutes and 1 second is 11 minutes, exactly 10 minutes is 10."""
    return math.ceil((ride.end - ride.start).total_seconds() / 60)


def ride_day(ride: Ride) -> date:
    """The day a ride counts toward: the day it started, even when it ends after midnight."""
    return ride.start.date()
