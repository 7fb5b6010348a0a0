"""One empty container made every slot's value, a slot then changed in place (`dict.fromkeys(years, [])` and
`values[year].append(x)`): flagged in an added line, read before the calls are followed, and cited."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.slips import SLOTS, slipped_lines
from diagbot.offline.slots import slots


def _hunk(*lines: str) -> str:
    return f"@@ -1,1 +1,{len(lines)} @@\n" + "\n".join(lines) + "\n"


@pytest.mark.parametrize(
    "lines",
    [
        (
            "+    values = dict.fromkeys(range(first, last + 1), [])",
            "     for y in years:",
            "         values[y].append(v)",
        ),
        ("+grid = [[0] * width] * height", "+grid[1][2] = 5"),
        ("+    rows = [[]] * n", "     for i, x in enumerate(xs):", "         rows[i % n].extend(x)"),
        ("+  const buckets = new Array(n).fill([]);", "   for (const x of xs) buckets[x % n].push(x);"),
        ("+    groups = Hash.new([])", "     items.each { |i| groups[i.kind] << i }"),
        ("+    @by_day = Array.new(7, {})", "+    @by_day[d][:open] = true"),
        (
            "+    List<List<Integer>> lanes = new ArrayList<>(Collections.nCopies(n, new ArrayList<>()));",
            "+    lanes.get(i).add(x);",
        ),
    ],
)
def test_one_container_in_every_slot_then_changed_in_place_is_a_slip(lines):
    assert list(slots(_hunk(*lines))) == [1]


@pytest.mark.parametrize(
    "lines",
    [
        ("+    values = dict.fromkeys(keys, 0)", "     values[k] += 1"),  # a number: each slot gets its own sum
        ("+    values = dict.fromkeys(keys, [])", "     values[k] = values[k] + [v]"),  # a new list for the slot
        ("+    lines = [[blank]] * extra", "     return lines"),  # built and only read
        ("+    counts = [0] * n", "     counts[i] += 1"),  # numbers are values: no slot shares a container
        ("+    rows = [[] for _ in range(n)]", "     rows[i].append(x)"),  # one list a slot
        ("     values = dict.fromkeys(keys, [])", "+    values[k].append(v)"),  # built by code the branch kept
        ('+    log("dict.fromkeys(keys, [])")', "     values[k].append(v)"),  # a string, not code
    ],
)
def test_what_is_no_shared_slot(lines):
    assert list(slots(_hunk(*lines))) == []


def test_only_source_files_are_flagged_as_a_slip_of_their_own_kind():
    patch = _hunk("+    by_year = dict.fromkeys(years, [])", "+    by_year[y].append(w)")
    files = tuple(FileChange(p, "modified", added=2, deleted=0, patch=patch) for p in ("dendro/c.py", "tests/t.py"))
    assert slipped_lines(ChangeSet(files, "main")) == {("dendro/c.py", 1): (2, SLOTS)}


def test_the_shared_slot_is_cited_before_a_change_the_failing_call_reaches(make_repo, git):
    from tests.offline.test_follow import _diagnose

    files = {
        "kiln/__init__.py": "",
        "kiln/firing.py": (
            "def by_cone(pieces):\n    out = {}\n    for p in pieces:\n        out.setdefault(p[1], []).append(p[0])\n"
            "    return out\n\n\ndef label(cone):\n    return f'cone {cone}'\n"
        ),
        "tests/test_firing.py": (
            "from kiln.firing import by_cone\n\n\ndef test_two_cones():\n"
            "    assert by_cone([('mug', 6), ('vase', 10)]) == {6: ['mug'], 10: ['vase']}\n"
        ),
    }
    firing = (
        "def by_cone(pieces):\n    out = dict.fromkeys(sorted({p[1] for p in pieces}), [])\n    for p in pieces:\n"
        "        out[p[1]].append(p[0])\n    return out\n\n\ndef label(cone):\n    return f'cone {cone:02d}'\n"
    )
    failure = Failure(
        "AssertionError: assert {6: ['mug', 'vase'], 10: ['mug', 'vase']} == {6: ['mug'], 10: ['vase']}", "pytest",
        "tests/test_firing.py::test_two_cones", "tests/test_firing.py", 5,
    )  # fmt: skip
    d = _diagnose(make_repo, git, files, {"kiln/firing.py": firing}, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("kiln/firing.py", 2), d.conclusion
    assert "makes one empty container the value of every slot" in d.conclusion.split("### Evid")[0]
