"""Results of a club orienteering event: courses, control card readouts, scoring and the results sheet."""

from orienteer.course import Course, parse_courses
from orienteer.punches import Punch, missing_controls, read_card
from orienteer.results import rank
from orienteer.scoring import Result, score

__all__ = ["Course", "Punch", "Result", "missing_controls", "parse_courses", "rank", "read_card", "score"]
