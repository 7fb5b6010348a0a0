"""A line moved past a kept neighbour it depends on (`i += size` from above `start = i` to below it): that line is
the one to read, and cited though the branch removed it elsewhere as it is (stepped.py)."""

from __future__ import annotations

import pytest

from diagbot.logs.types import Failure
from diagbot.offline.slips import STEPPED, slipped_lines
from diagbot.offline.stepped import stepped_lines
from tests.offline.patches import one_file
from tests.offline.test_follow import _diagnose

GO = (
    "@@ -78,8 +78,8 @@ func writeQuoted(buf *bytes.Buffer, s string) {\n"
    "             buf.WriteString(s[start:i])\n"
    "         }\n"
    "         buf.WriteString(`\\ufffd`)\n"
    "-        i += size\n"
    "         start = i\n"
    "+        i += size\n"
    "         continue\n"
    "     }\n"
)


def test_a_line_moved_past_a_neighbour_it_depends_on_is_flagged() -> None:
    changes = one_file("jsonstring.go", GO)
    assert dict(stepped_lines(changes)) == {("jsonstring.go", 82): 1}
    assert slipped_lines(changes)[("jsonstring.go", 82)] == (1, STEPPED)


@pytest.mark.parametrize(
    "patch",
    [
        GO.replace("         start = i\n", "         log(start)\n"),  # the neighbour neither reads nor writes `i`
        GO.replace("+        i += size\n", "+        i += width\n"),  # not the same line added back
        GO.replace("         start = i\n", "         start = i\n         n := 0\n         m := 0\n"),  # too far
    ],
)
def test_a_line_moved_past_what_it_does_not_touch_or_far_is_left_alone(patch: str) -> None:
    assert not stepped_lines(one_file("jsonstring.go", patch))


BASE = {
    "tally/__init__.py": "",
    "tally/runs.py": (
        "def runs(xs):\n    out, start, i = [], 0, 0\n    while i < len(xs):\n        i += 1\n"
        "        start = i\n        out.append(start)\n    return out\n"
    ),
    "tests/__init__.py": "",
    "tests/test_runs.py": "from tally.runs import runs\n\n\ndef test_runs():\n    assert runs([5, 6]) == [1, 2]\n",
}
CHANGED = {
    "tally/runs.py": (
        "def runs(xs):\n    out, start, i = [], 0, 0\n    while i < len(xs):\n        start = i\n"
        "        i += 1\n        out.append(start)\n    return out\n"
    ),
}


def test_the_moved_line_is_cited_first_and_the_report_says_why(make_repo, git) -> None:
    failure = Failure("assert [0, 1] == [1, 2]", "pytest", "tests/test_runs.py::test_runs", "tests/test_runs.py", 5)
    d = _diagnose(make_repo, git, BASE, CHANGED, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("tally/runs.py", 5)
    assert "their order is their meaning" in d.conclusion  # slip_where.WHERE[STEPPED]
