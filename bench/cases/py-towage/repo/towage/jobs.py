"""Towage jobs: planning the tugs and the tide for a movement, and pricing it."""

from dataclasses import dataclass, field
from datetime import datetime

from . import fleet as fleet_rules
from . import tariff, tides


@dataclass
class TideTable:
    """The low and high water either side of a movement."""

    low_water: datetime
    low_height: float
    high_water: datetime
    high_height: float


@dataclass
class Job:
    ref: str
    vessel: object
    movement: str
    start: datetime
    berth: str
    agent: str
    waiting_minutes: int = 0
    cancelled: bool = False
    notice_hours: float = 24.0


@dataclass
class Plan:
    job: Job
    tugs: list = field(default_factory=list)
    tide_ok: bool = True
    window: tuple = None
    quote: object = None

    @property
    def tug_names(self):
        return [t.name for t in self.tugs]


def plan(job, tug_fleet, tide=None):
    """Assign tugs, check the tide window (when a tide table is given) and price the job."""
    tugs = fleet_rules.assign(tug_fleet, job.vessel, job.movement)
    result = Plan(job=job, tugs=tugs)
    if tide is not None and job.movement == "arrival":
        result.window = tides.window(
            tide.low_water, tide.low_height, tide.high_water, tide.high_height,
            job.vessel.draught,
        )
        result.tide_ok = (
            result.window is not None and result.window[0] <= job.start <= result.window[1]
        )
    if job.cancelled:
        result.quote = tariff.cancellation(job.vessel, len(tugs), job.notice_hours)
    else:
        result.quote = tariff.price(job.vessel, len(tugs), job.start, job.waiting_minutes)
    return result
