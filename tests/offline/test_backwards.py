"""A `between` handed the later moment first, as the names say (`Period.between(asOf, filled)`): the line is the slip
(backwards.py)."""

from __future__ import annotations

import pytest

from diagbot.offline.backwards import backwards_lines
from diagbot.offline.slips import BACKWARDS, slipped_lines
from tests.offline.patches import one_file


def _java(call: str) -> str:
    head = "+    public int ageInYears(LocalDate asOf) {\n"
    return f"@@ -40,3 +40,6 @@\n     }}\n \n{head}+        return {call};\n+    }}\n"


def test_the_later_moment_handed_first_is_the_slip() -> None:
    changes = one_file("src/main/java/Cask.java", _java("Period.between(asOf, filled).getYears()"))
    assert dict(backwards_lines(changes)) == {("src/main/java/Cask.java", 43): 2}
    assert slipped_lines(changes)[("src/main/java/Cask.java", 43)] == (2, BACKWARDS)


@pytest.mark.parametrize(
    ("call", "slipped"),
    [
        ("Period.between(filled, asOf).getYears()", False),
        ("ChronoUnit.DAYS.between(today, job.due)", False),
        ("ChronoUnit.DAYS.between(job.due, today)", True),
        ("workingDaysBetween(start, end)", False),
        ("workingDaysBetween(end, start)", True),
        ("Period.between(a, b).getYears()", False),  # the names say nothing
        ("Period.between(first(), filled).getYears()", False),  # a call: its moment unsaid
    ],
)
def test_the_order_the_names_say(call: str, slipped: bool) -> None:
    assert bool(backwards_lines(one_file("src/main/java/Cask.java", _java(call)))) is slipped


def test_a_test_of_its_own_may_hand_them_either_way() -> None:
    assert not backwards_lines(one_file("src/test/java/CaskTest.java", _java("Period.between(asOf, filled)")))
