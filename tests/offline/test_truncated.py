"""A division of whole numbers stored as a fraction (`final double t = halfTranspositions / 2;` with `int
halfTranspositions`): the line is the slip (truncated.py)."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.offline.slips import TRUNCATED, slipped_lines
from diagbot.offline.truncated import truncated_lines
from tests.offline.patches import one_file

JAVA = (
    "@@ -50,3 +50,9 @@\n     }\n \n"
    "+    static double score(final int matches, final int halfTranspositions, final int length) {\n"
    "+        final double m = matches;\n"
    "+        final double transpositions = halfTranspositions / 2;\n"
    "+        return (m / length + (m - transpositions) / m) / 2.0;\n"
    "+    }\n"
)


def test_the_whole_division_stored_as_a_fraction_is_the_slip() -> None:
    changes = one_file("src/main/java/Jaro.java", JAVA)
    assert dict(truncated_lines(changes)) == {("src/main/java/Jaro.java", 54): 2}
    assert slipped_lines(changes)[("src/main/java/Jaro.java", 54)] == (2, TRUNCATED)


@pytest.mark.parametrize(
    ("path", "old", "new"),
    [
        ("src/main/java/Jaro.java", "halfTranspositions / 2;", "halfTranspositions / 2d;"),  # a fraction divides
        ("src/main/java/Jaro.java", "halfTranspositions / 2;", "m / 2;"),  # a double divided
        ("src/main/java/Jaro.java", "final int halfTranspositions", "final double halfTranspositions"),
        ("src/jaro.py", "", ""),  # Python divides to a fraction
        ("src/test/java/JaroTest.java", "", ""),  # a test's own code
    ],
)
def test_a_fraction_in_the_division_or_another_language_is_left_alone(path: str, old: str, new: str) -> None:
    assert not truncated_lines(one_file(path, JAVA.replace(old, new) if old else JAVA))


HEADER = "@@ -1,4 +1,6 @@\n struct period {\n     struct date start;\n+    int hours;\n+    int full_time_hours;\n };\n"
SERVICE = (
    "@@ -14,3 +14,8 @@\n         days = days_inclusive(p->start, p->end);\n"
    "+        if (p->full_time_hours > 0) {\n"
    "+            double fraction;\n"
    "+            fraction = p->hours / p->full_time_hours;\n"
    "+            days = (long)(days * fraction + 0.5);\n"
    "+        }\n"
)


def _pages(header: str, service: str) -> ChangeSet:
    return ChangeSet(
        (
            FileChange("src/service.h", "modified", added=2, deleted=0, patch=header),
            FileChange("src/service.c", "modified", added=5, deleted=0, patch=service),
        ),
        "main",
    )


def test_a_double_declared_above_given_a_division_of_whole_fields_is_the_slip() -> None:
    assert dict(truncated_lines(_pages(HEADER, SERVICE))) == {("src/service.c", 17): 2}


@pytest.mark.parametrize(
    ("header", "service"),
    [
        (HEADER, SERVICE.replace("p->hours / p->full_time_hours", "(double)p->hours / p->full_time_hours")),
        (HEADER.replace("int hours", "double hours"), SERVICE),  # a fraction divided
        (HEADER + "+    double full_time_hours;\n", SERVICE),  # declared both ways in the branch: unsure
        (HEADER, SERVICE.replace("double fraction;", "long fraction;")),  # a whole number kept whole
    ],
)
def test_a_cast_a_fractional_operand_or_a_whole_target_is_left_alone(header: str, service: str) -> None:
    assert not truncated_lines(_pages(header, service))
