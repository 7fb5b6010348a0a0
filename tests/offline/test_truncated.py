"""A division of whole numbers stored as a fraction (`final double t = halfTranspositions / 2;` with `int
halfTranspositions`): the line is the slip (truncated.py)."""

from __future__ import annotations

import pytest

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
