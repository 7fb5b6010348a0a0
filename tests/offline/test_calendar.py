"""A calendar table with one wrong entry (`0, 31, 59, 90, 120, 151, 182, …`: June given 31 days): its row is the
slip (calendar.py)."""

from __future__ import annotations

import pytest

from diagbot.offline.calendar import calendar_lines
from diagbot.offline.slips import CALENDAR, slipped_lines
from tests.offline.patches import one_file

C = (
    "@@ -8,6 +8,12 @@\n"
    " static const int month_days[12] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };\n \n"
    "+/* Days in the year before the first of each month, common years. */\n"
    "+static const int days_before[12] = {\n"
    "+    0, 31, 59, 90, 120, 151, 182, 212, 243, 273, 304, 334,\n"
    "+};\n"
)


def test_the_row_with_the_one_wrong_entry_is_the_slip() -> None:
    changes = one_file("src/date.c", C)
    assert dict(calendar_lines(changes)) == {("src/date.c", 12): 2}
    assert slipped_lines(changes)[("src/date.c", 12)] == (2, CALENDAR)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("151, 182, 212", "151, 181, 212"),  # the calendar's own
        ("59, 90, 120, 151, 182, 212, 243, 273, 304, 334", "60, 91, 121, 152, 182, 213, 244, 274, 305, 335"),  # leap
        ("151, 182, 212", "151, 182, 213"),  # two numbers off: a table of something else
        ("    0, 31, 59, 90, 120, 151, 182, 212, 243, 273, 304, 334,\n", "    0, 31, 59, 90, 120,\n"),  # too short
    ],
)
def test_a_right_table_or_another_run_of_numbers_is_left_alone(old: str, new: str) -> None:
    assert not calendar_lines(one_file("src/date.c", C.replace(old, new)))


def test_a_months_table_kept_as_it_was_is_no_slip_of_the_branch() -> None:
    patch = "@@ -1,2 +1,3 @@\n DAYS = [31, 28, 31, 30, 31, 31, 31, 31, 30, 31, 30, 31]\n+# April given 31 above\n"
    assert not calendar_lines(one_file("cal/days.py", patch))  # wrong, but not on a line the branch added
    assert dict(calendar_lines(one_file("cal/days.py", patch.replace(" DAYS", "+DAYS")))) == {("cal/days.py", 1): 2}
