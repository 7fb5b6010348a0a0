"""A function copied from its twin, its name turned to the other end of an order and its body not (`lowestN` sorting
`descending` as `highestN` does): its line saying the twin's end is the slip (twins.py)."""

from __future__ import annotations

import pytest

from diagbot.logs.types import Failure
from diagbot.offline.bodies import body_rows, diff_rows
from diagbot.offline.slips import TWIN, slipped_lines
from diagbot.offline.twins import twin_lines
from tests.offline.patches import one_file
from tests.offline.test_follow import _diagnose

JS = (
    "@@ -20,3 +20,13 @@\n"
    " const ascending = (a, b) => a - b;\n const descending = (a, b) => b - a;\n \n"
    "+/** The n smallest values, smallest first. */\n"
    "+function lowestN(values, n) {\n"
    "+  return [...values].sort(descending).slice(0, n);\n"
    "+}\n"
    "+\n"
    "+/** The n largest values, largest first. */\n"
    "+function highestN(values, n) {\n"
    "+  return [...values].sort(descending).slice(0, n);\n"
    "+}\n"
)


def test_the_twin_whose_body_says_the_other_end_is_the_slip() -> None:
    changes = one_file("lib/aggregate.js", JS)
    assert dict(twin_lines(changes)) == {("lib/aggregate.js", 25): 2}
    assert slipped_lines(changes)[("lib/aggregate.js", 25)] == (2, TWIN)


def test_either_twin_may_be_the_copy() -> None:
    patch = JS.replace("sort(descending)", "sort(ascending)")
    assert dict(twin_lines(one_file("lib/aggregate.js", patch))) == {("lib/aggregate.js", 30): 2}


@pytest.mark.parametrize(
    "patch",
    [
        JS.replace("sort(descending).slice(0, n);\n+}\n+\n", "sort(ascending).slice(0, n);\n+}\n+\n", 1),  # turned
        JS.replace("sort(descending)", "sort(byTime)"),  # the bodies say no end: which one is the copy?
        JS.replace("function highestN", "function latestN"),  # not the other end of the same order
    ],
)
def test_twins_turned_over_or_saying_no_end_are_left_alone(patch: str) -> None:
    assert not twin_lines(one_file("lib/aggregate.js", patch))


def test_a_function_kept_from_main_is_no_new_twin() -> None:
    patch = JS.replace("+function highestN(values, n) {\n+  return", " function highestN(values, n) {\n   return")
    assert not twin_lines(one_file("lib/aggregate.js", patch))


def test_a_body_read_to_the_end_of_a_file_without_its_last_newline() -> None:
    rows = diff_rows("@@ -1,1 +1,3 @@\n def f():\n+    x = 1\n+    return x\n\\ No newline at end of file\n")
    assert body_rows(rows, 1) is None  # its end is not shown; git's note is no line of it


BASE = {
    "races/__init__.py": "",
    "races/points.py": "def best(values, n):\n    return sorted(values, reverse=True)[:n]\n",
    "tests/__init__.py": "",
    "tests/test_points.py": (
        "from races.points import fewest\n\n\ndef test_fewest():\n    assert fewest([4, 1, 3], 2) == [1, 3]\n"
    ),
}
CHANGED = {
    "races/points.py": (
        "def best(values, n):\n    return most(values, n)\n\n\ndef fewest(values, n):\n"
        "    return sorted(values, key=descending)[:n]\n\n\ndef most(values, n):\n"
        "    return sorted(values, key=descending)[:n]\n\n\ndef descending(v):\n    return -v\n"
    ),
}


def test_the_line_is_cited_first_and_the_report_says_why(make_repo, git) -> None:
    failure = Failure(
        "assert [4, 3] == [1, 3]", "pytest", "tests/test_points.py::test_fewest", "tests/test_points.py", 5
    )
    d = _diagnose(make_repo, git, BASE, CHANGED, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("races/points.py", 6)
    assert "the copy's name was turned over, its body not" in d.conclusion  # slip_where.WHERE[TWIN]
