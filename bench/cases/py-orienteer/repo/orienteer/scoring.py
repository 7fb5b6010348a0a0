"""One runner's result on a course: OK with a time, MP (mispunched) or DNF (no finish)."""

from __future__ import annotations

from dataclasses import dataclass

from orienteer.course import Course
from orienteer.punches import finish_time, missing_controls, read_card


@dataclass(frozen=True)
class Result:
    runner: str
    course: str
    status: str  # "OK", "MP" or "DNF"
    seconds: int | None
    missing: tuple[int, ...] = ()

    @property
    def ok(self) -> bool:
        return self.status == "OK"


def score(runner: str, course: Course, readout: str) -> Result:
    punches = read_card(readout)
    seconds = finish_time(course, punches)
    if seconds is None:
        return Result(runner, course.name, "DNF", None)
    missing = missing_controls(course, punches)
    if missing:
        return Result(runner, course.name, "MP", seconds, tuple(missing))
    return Result(runner, course.name, "OK", seconds)


def clock(seconds: int | None) -> str:
    """90 -> '1:30', 3725 -> '62:05' (orienteers count minutes past the hour)."""
    if seconds is None:
        return "--"
    return f"{seconds // 60}:{seconds % 60:02d}"
