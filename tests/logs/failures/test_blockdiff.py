"""Two labelled blocks an assertion printed (`--- Got:` over `--- Wanted:`): the lines where they differ."""

from __future__ import annotations

from pathlib import Path

import pytest

from diagbot.logs.extract import extract_failures
from diagbot.logs.failures.blockdiff import blocks_differ

FIXTURES = Path(__file__).parents[2] / "fixtures" / "logs"


def test_one_line_differing_among_many_alike_is_said_with_both_sides():
    got = [f"  --flag{i} int   usage {i}" for i in range(20)]
    wanted = list(got)
    wanted[12] = "  --flag12 int   usage 12 (default 3)"
    lines = ["--- Got:", *got, "--- Wanted:", *wanted]
    assert blocks_differ(lines) == (
        0,
        "- Wanted + Got: - --flag12 int   usage 12 (default 3), + --flag12 int   usage 12",
    )


@pytest.mark.parametrize(
    ("lines", "said"),
    [
        (["expected:", "a", "b", "c", "actual:", "a", "B", "c"], "- expected + actual: - b, + B"),
        (["want:", "x", "y", "got:", "x", "y", "z"], "- want + got: + z"),
        (
            ["Actual:", "1", "2", "3", "4", "Expected:", "9", "8", "7", "6"],
            "- Expected + Actual: - 9, - 8, + 1, + 2 (and 4 more lines differ)",
        ),
    ],
)
def test_either_side_may_come_first_and_a_long_difference_is_counted(lines, said):
    assert blocks_differ(lines) == (0, said)


@pytest.mark.parametrize(
    "lines",
    [
        ["got:", "a", "want:", "b"],  # one line each: said where one-line values are
        ["got:", "a", "b", "want:", "a", "b"],  # alike
        ["got:", "a", "b", "got:", "a", "c"],  # two labels of one side
        ["expected output", "a", "b", "actual output", "a", "c"],  # no label alone on its line
    ],
)
def test_what_is_no_pair_of_differing_blocks(lines):
    assert blocks_differ(lines) is None


def test_a_real_go_test_failure_says_the_line_its_blocks_differ_by():
    (failure,) = extract_failures((FIXTURES / "go-got-wanted-blocks.log").read_text())
    assert failure.test == "TestPrintDefaults"
    assert failure.message == (
        "- Wanted + Got: - --StringArray stringArray string array with zero default, "
        "+ --StringArray stringArray string array with zero default (default [])"
    )
