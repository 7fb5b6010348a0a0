"""A running value the branch overwrote (`squash = squash || has(tag)` rewritten as `squash = opts.Has("squash")`):
flagged against the code it removed, read before the calls are followed, cited, and not left for what it calls."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.overwrites import overwrites, overwritten_lines, running
from diagbot.offline.slips import OVERWRITE, slipped_lines
from tests.offline.test_follow import _diagnose


def test_the_names_a_line_adds_to_and_the_line_that_assigns_one_without_reading_it():
    assert running(["  squash = squash || tag.has('squash')", "  total += fee;", "  $s .= $t;", "  x = y + 1"]) == {
        "squash",
        "total",
        "$s",
    }
    assert running(["  name = name.strip()", "  $t = $t . $s;"]) == {"$t"}  # a method call adds nothing
    names = frozenset({"squash"})
    assert overwrites('  squash = opts.Has("squash")', names) == "squash"
    assert overwrites('  squash = squash || opts.Has("squash")', names) is None
    assert overwrites('  squash := opts.Has("squash")', names) is None  # bound anew: another variable


def _patch(*rows: str) -> str:
    return "@@ -1,4 +1,4 @@\n" + "\n".join(rows) + "\n"


def test_an_overwrite_of_a_value_set_above_is_flagged_as_a_slip_of_its_own_kind():
    patch = _patch(
        " func squashed(cfg Config, tag string) bool {",
        " \tsquash := cfg.Squash",
        '-\tsquash = squash || strings.Contains(tag, "squash")',
        '+\tsquash = parseTag(tag).Has("squash")',
        " \treturn squash",
    )
    changes = ChangeSet((FileChange("decode.go", "modified", added=1, deleted=1, patch=patch),), "main")
    assert overwritten_lines(changes) == {("decode.go", 3): 2}
    assert slipped_lines(changes) == {("decode.go", 3): (2, OVERWRITE)}


@pytest.mark.parametrize(
    "rows",
    [
        (  # the value's start: nothing above gave it a value
            " def render(items, title):",
            "-    html += '<summary>' + title",
            "+    html = '<details><summary>' + title",
        ),
        (  # rebuilt from what was taken from it on the way
            " def fix(result):",
            "     parts = result.split(' ')",
            "-    result = result + parts[0]",
            "+    result = ' '.join(parts)",
        ),
        (  # still added to on another line
            " def total(fees):",
            "     total = 0",
            "-    total = total + fees[0]",
            "+    total = fees[0]",
            "+    total += fees[1]",
        ),
    ],
)
def test_what_is_no_lost_running_value(rows):
    changes = ChangeSet((FileChange("a.py", "modified", added=1, deleted=1, patch=_patch(*rows)),), "main")
    assert overwritten_lines(changes) == {}


def test_an_overwrite_is_cited_and_what_it_calls_is_not_blamed_for_it(make_repo, git):
    files = {
        "fees/__init__.py": "",
        "fees/flags.py": "def has(tags, name):\n    return name in tags.split(',')\n",
        "fees/late.py": (
            "from fees.flags import has\n\n\ndef late_fee(member, tags):\n    late = member['overdue'] > 0\n"
            "    late = late or has(tags, 'late')\n    return 5 if late else 0\n"
        ),
        "tests/test_late.py": (
            "from fees.late import late_fee\n\n\ndef test_overdue_pays():\n"
            "    assert late_fee({'overdue': 3}, '') == 5\n"
        ),
    }
    flags = "def has(tags, name):\n    return name in [t.strip() for t in tags.split(',')]\n"
    late = files["fees/late.py"].replace("late = late or has(tags, 'late')", "late = has(tags, 'late')")
    failure = Failure(
        "AssertionError: assert 0 == 5", "pytest", "tests/test_late.py::test_overdue_pays", "tests/test_late.py", 5
    )
    d = _diagnose(make_repo, git, files, {"fees/late.py": late, "fees/flags.py": flags}, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("fees/late.py", 6), d.conclusion
    cause = d.conclusion.split("### Evidence")[0]
    assert "without reading it: what the code above it put there is lost" in cause
