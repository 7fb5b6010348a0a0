"""An end of a list read just before the list is sorted in place (`const winner = finished[0];` above
`finished.sort(byTime);`): that read is the slip (unsorted.py)."""

from __future__ import annotations

import pytest

from diagbot.offline.slips import UNSORTED, slipped_lines
from diagbot.offline.unsorted import unsorted_lines
from tests.offline.patches import one_file

JS = (
    "@@ -20,4 +20,6 @@ export function rank(results) {\n"
    "   const finished = results.filter((r) => r.status === 'OK');\n"
    "+  const winner = finished[0];\n"
    "+  finished.sort(byTime);\n"
    "   return finished.map((r) => ({ ...r, behind: r.elapsed - winner.elapsed }));\n"
    " }\n"
)


def test_the_end_read_before_the_sort_is_the_slip() -> None:
    changes = one_file("src/results.js", JS)
    assert dict(unsorted_lines(changes)) == {("src/results.js", 21): 2}
    assert slipped_lines(changes)[("src/results.js", 21)] == (2, UNSORTED)


@pytest.mark.parametrize(
    ("path", "patch"),
    [
        ("src/results.js", JS.replace("finished.sort(byTime)", "results.sort(byTime)")),  # another list sorted
        (
            "src/results.js",
            JS.replace(
                "+  const winner = finished[0];\n+  finished.sort(byTime);\n",
                "+  finished.sort(byTime);\n+  const winner = finished[0];\n",
            ),
        ),  # sorted first
        ("src/results.js", JS.replace("finished[0]", "finished.length")),  # no end of it read
        ("test/results.test.js", JS),
    ],
)
def test_a_read_after_the_sort_or_of_another_list_is_left_alone(path: str, patch: str) -> None:
    assert not unsorted_lines(one_file(path, patch))


@pytest.mark.parametrize(
    ("path", "read", "sort"),
    [
        ("ranking.py", "    winner = finished[0]", "    finished.sort(key=by_time)"),
        ("ranking.go", "\twinner := finished[0]", "\tsort.Slice(finished, func(i, j int) bool { return i < j })"),
        ("ranking.rb", "  winner = finished.first", "  finished.sort_by! { |r| r.elapsed }"),
        ("Ranking.php", "        $winner = $finished[0];", "        usort($finished, $byTime);"),
    ],
)
def test_other_languages_reads_and_sorts(path: str, read: str, sort: str) -> None:
    patch = f"@@ -1,2 +1,3 @@\n x = 1\n+{read}\n+{sort}\n"
    assert dict(unsorted_lines(one_file(path, patch))) == {(path, 2): 2}
