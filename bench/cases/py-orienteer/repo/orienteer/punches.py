"""Control card readouts: the punches a runner's card recorded, and which controls of a course it lacks."""

from __future__ import annotations

from dataclasses import dataclass

from orienteer.course import Course


@dataclass(frozen=True)
class Punch:
    code: int
    seconds: int  # since the runner's start


def read_card(readout: str) -> list[Punch]:
    """`101@312 134@655 ...`: control code and seconds since the start, as the download box prints them."""
    punches = []
    for item in readout.split():
        code, _, seconds = item.partition("@")
        punches.append(Punch(int(code), int(seconds)))
    return punches


def missing_controls(course: Course, punches: list[Punch]) -> list[int]:
    """Controls of the course not punched in order (extra punches in between are allowed)."""
    missing = []
    position = 0
    for code in course.controls:
        for i in range(position, len(punches)):
            if punches[i].code == code:
                position = i + 1
                break
        else:
            missing.append(code)
    return missing


def finish_time(course: Course, punches: list[Punch]) -> int | None:
    """Seconds at the course's finish control, or None when the card has no finish punch."""
    for punch in reversed(punches):
        if punch.code == course.finish_code:
            return punch.seconds
    return None
