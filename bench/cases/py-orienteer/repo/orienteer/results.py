"""The results sheet: runners ranked by time within each course, mispunches and DNFs at the bottom."""

from __future__ import annotations

from orienteer.course import Course
from orienteer.scoring import Result, clock, score


def rank(entries: list[tuple[str, str, str]], courses: dict[str, Course]) -> dict[str, list[Result]]:
    """entries: (runner, course name, card readout). Returns the results of each course, best first."""
    by_course: dict[str, list[Result]] = {name: [] for name in courses}
    for runner, course_name, readout in entries:
        by_course[course_name].append(score(runner, courses[course_name], readout))
    for results in by_course.values():
        results.sort(key=lambda r: (not r.ok, r.seconds if r.ok and r.seconds is not None else 0, r.runner))
    return by_course


def sheet(ranked: dict[str, list[Result]]) -> str:
    lines = []
    for course, results in ranked.items():
        lines.append(course)
        place = 0
        for result in results:
            if result.ok:
                place += 1
                lines.append(f"{place:>3} {result.runner:<20} {clock(result.seconds):>6}")
            else:
                lines.append(f"  - {result.runner:<20} {result.status:>6}")
    return "\n".join(lines)
