"""A weekday compared in another numbering than its call gives (`isoweekday() == SUNDAY` with `SUNDAY = 6`): the
comparing line is the slip (weekdays.py)."""

from __future__ import annotations

import pytest

from diagbot.offline.slips import WEEKDAY, slipped_lines
from diagbot.offline.weekdays import weekday_lines
from tests.offline.patches import one_file

PY = (
    "@@ -5,3 +5,8 @@\n"
    " from datetime import datetime\n \n"
    "+SUNDAY = 6\n+\n+\n"
    "+def is_sunday(moment):\n"
    "+    return moment.isoweekday() == SUNDAY\n"
)


def test_a_day_numbered_for_another_call_is_the_slip() -> None:
    changes = one_file("towage/hours.py", PY)
    assert dict(weekday_lines(changes)) == {("towage/hours.py", 11): 2}
    assert slipped_lines(changes)[("towage/hours.py", 11)] == (2, WEEKDAY)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("isoweekday()", "weekday()"),  # Monday 0: Sunday 6
        ("SUNDAY = 6", "SUNDAY = 7"),  # Monday 1: Sunday 7
        ("== SUNDAY", "== LIMIT"),  # no day named
    ],
)
def test_a_day_in_its_calls_numbering_is_left_alone(old: str, new: str) -> None:
    assert not weekday_lines(one_file("towage/hours.py", PY.replace(old, new)))


@pytest.mark.parametrize(
    ("path", "value", "call", "wrong"),
    [
        ("src/week.js", "const SATURDAY = 5;", "if (d.getDay() === SATURDAY) {", True),  # Sunday 0: Saturday 6
        ("src/week.js", "const SATURDAY = 6;", "if (d.getDay() === SATURDAY) {", False),
        ("src/Week.php", "const SUN = 7;", "if ($d->format('w') == self::SUN) {", True),  # Sunday 0
        ("lib/week.rb", "MONDAY = 1", "return true if day.cwday == MONDAY", False),
    ],
)
def test_each_languages_weekday(path: str, value: str, call: str, wrong: bool) -> None:
    patch = f"@@ -1,1 +1,3 @@\n+{value}\n \n+{call}\n"
    assert bool(weekday_lines(one_file(path, patch))) is wrong


@pytest.mark.parametrize(
    ("path", "call", "wrong"),
    [
        ("src/Calendar.php", "if ((int) $day->format('w') === 7) {", True),  # Sunday is 0 there, never 7
        ("src/Calendar.php", "if ((int) $day->format('N') === 7) {", False),  # Sunday 7
        ("src/Calendar.php", "if ((int) $day->format('N') === 0) {", True),  # Monday 1 to Sunday 7: no 0
        ("src/week.js", "if (d.getDay() === 0) {", False),
        ("towage/hours.py", "    return moment.weekday() == 7", True),  # Monday 0 to Sunday 6
        ("towage/hours.py", "    return moment.isoweekday() == 7", False),
    ],
)
def test_a_number_the_calls_numbering_has_not_is_the_slip(path: str, call: str, wrong: bool) -> None:
    assert bool(weekday_lines(one_file(path, f"@@ -1,0 +1,1 @@\n+{call}\n"))) is wrong
