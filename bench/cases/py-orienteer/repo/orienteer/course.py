"""Courses as the planner publishes them: a name, the control codes in order, length and climb."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Course:
    name: str
    controls: tuple[int, ...]
    length_km: float
    climb_m: int

    @property
    def finish_code(self) -> int:
        return self.controls[-1]


def parse_courses(text: str) -> dict[str, Course]:
    """One course a line: `Blue 5.8km 180m: 101 134 122 ...`."""
    courses: dict[str, Course] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        head, _, codes = line.partition(":")
        name, length, climb = head.split()
        controls = tuple(int(code) for code in codes.split())
        if not controls:
            raise ValueError(f"course {name} has no controls")
        courses[name] = Course(name, controls, float(length.removesuffix("km")), int(climb.removesuffix("m")))
    return courses
