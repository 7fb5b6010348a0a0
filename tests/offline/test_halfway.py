"""Two removed lines that differed by one name merged into one renamed halfway (`ranks[size] = new DataPosition(v,
i)` from `… (v, size)` and `ranks[i] = … (v, i)`): that line is the slip (halfway.py)."""

from __future__ import annotations

import pytest

from diagbot.offline.halfway import halfway_lines
from diagbot.offline.slips import HALFWAY, slipped_lines
from tests.offline.patches import one_file

MERGED = (
    "@@ -300,14 +300,9 @@ final class NaturalRanking\n"
    "     private static DataPosition[] rankData(double[] data, boolean dropNaN) {\n"
    "-        for (int i = 0; i < data.length; i++) {\n"
    "-            if (!Double.isNaN(data[i])) {\n"
    "-                ranks[size] = new DataPosition(data[i], size);\n"
    "-                size++;\n"
    "-            }\n"
    "-        }\n"
    "-        for (int i = 0; i < data.length; i++) {\n"
    "-            ranks[i] = new DataPosition(data[i], i);\n"
    "-        }\n"
    "+        for (int i = 0; i < data.length; i++) {\n"
    "+            if (!dropNaN || !Double.isNaN(data[i])) {\n"
    "+                ranks[size] = new DataPosition(data[i], i);\n"
    "+                size++;\n"
    "+            }\n"
    "+        }\n"
    "         return ranks;\n"
)


def test_a_line_merged_from_two_and_renamed_halfway_is_the_slip() -> None:
    changes = one_file("src/NaturalRanking.java", MERGED)
    assert dict(halfway_lines(changes)) == {("src/NaturalRanking.java", 303): 2}
    assert slipped_lines(changes)[("src/NaturalRanking.java", 303)] == (2, HALFWAY)


@pytest.mark.parametrize(
    "patch",
    [
        MERGED.replace("new DataPosition(data[i], i);\n+", "new DataPosition(data[i], size);\n+"),  # renamed whole
        MERGED.replace("-            ranks[i] = new DataPosition(data[i], i);\n", ""),  # no removed line read `i` so
        MERGED.replace("-                ranks[size] = new DataPosition(data[i], size);\n", ""),  # nor `size` so
    ],
)
def test_a_line_renamed_whole_or_without_both_removed_lines_is_left_alone(patch: str) -> None:
    assert not halfway_lines(one_file("src/NaturalRanking.java", patch))
