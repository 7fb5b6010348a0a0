"""A value the removed code copied that the added code changes in place (`{ ...DEFAULTS, ...options }` become
`Object.assign(DEFAULTS, options)`): flagged against its hunk's removed code, read before the calls are followed,
and cited with what kind of slip it is."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.aliased import aliased_lines, aliases, copied, slipped
from diagbot.offline.slips import BOUND, COPY, slipped_lines
from tests.offline.test_follow import _diagnose


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("  return { ...DEFAULTS, ...options };", {"DEFAULTS"}),
        ("  const sorted = [...entries].sort(byScore);", {"entries"}),
        ("    merged = dict(self.defaults)", {"self.defaults"}),
        ("    ordered = sorted(rows)", {"rows"}),
        ("    this.lines = new ArrayList<>(lines);", {"lines"}),
        ("  const all = Object.assign({}, base, extra);", {"base"}),
        ("    opts = options.merge(overrides)", {"options"}),
        ("    keep = items[:]", {"items"}),
        ("    let v = xs.clone();", {"xs"}),
        ("  const sorted = entries.sort(byScore);", set()),  # JS's sort changes `entries`: no copy
        ("  return set(obj, path.slice(1), value)", {"path"}),  # a call named `set` given two values copies nothing
        ('  msg = "{ ...DEFAULTS }"', set()),  # inside a string
    ],
)
def test_what_a_line_copies(line, names):
    assert copied([line]) == names


def test_a_line_changing_in_place_what_was_copied_is_a_slip_and_others_are_not():
    assert aliases("  const resolved = Object.assign(DEFAULTS, options);", frozenset({"DEFAULTS"}))
    assert aliases("  merged.tax = Object.assign(DEFAULTS.tax, rest.tax);", frozenset({"DEFAULTS"}))
    assert aliases("  return entries.sort(byScore).filter(best);", frozenset({"entries"}))
    assert aliases("    rows.sort(key=by_date)", frozenset({"rows"}))
    assert aliases("    self.defaults.update(overrides)", frozenset({"self.defaults"}))
    assert aliases("    options.merge!(overrides)", frozenset({"options"}))
    assert aliases("    Collections.sort(lines);", frozenset({"lines"}))
    assert aliases("    DEFAULTS[key] = value", frozenset({"DEFAULTS"}))
    assert not aliases("  return { ...DEFAULTS, ...options, tip: 0 };", frozenset({"DEFAULTS"}))  # still a copy
    assert not aliases("  const n = DEFAULTS.tax + 1;", frozenset({"DEFAULTS"}))  # read, not changed
    assert not aliases("  other.sort(byScore);", frozenset({"entries"}))  # another value
    assert not aliases("  DEFAULTS_LIST.push(x);", frozenset({"DEFAULTS"}))  # a longer name
    assert not aliases("  if (DEFAULTS.tax == 1) {", frozenset({"DEFAULTS"}))  # a comparison, not an assignment


COPY_DROPPED = (
    "@@ -1,4 +1,4 @@\n export function resolve(options = {}) {\n-  return { ...DEFAULTS, ...options };\n"
    "+  const resolved = Object.assign(DEFAULTS, options);\n+  return resolved;\n }\n"
)


def test_only_a_copy_in_the_same_hunk_counts_and_only_in_source_files():
    far = (
        "@@ -1,3 +1,3 @@\n function a() {\n-  return { ...DEFAULTS };\n+  return { ...DEFAULTS, a: 1 };\n }\n"
        "@@ -40,3 +40,3 @@\n function b() {\n-  DEFAULTS.ready = false;\n+  DEFAULTS.ready = true;\n }\n"
    )  # the copy and the change are in two functions far apart: another use of the value, most often
    assert list(slipped(COPY_DROPPED)) == [2]
    assert list(slipped(far)) == []
    files = tuple(
        FileChange(p, "modified", added=2, deleted=1, patch=COPY_DROPPED)
        for p in ("src/options.js", "test/options.test.js", "dist/options.min.js")
    )
    assert aliased_lines(ChangeSet(files, "main")) == {("src/options.js", 2): 2}


def test_a_flipped_bound_and_a_dropped_copy_are_both_slips_with_their_kind():
    flip = "@@ -1,2 +1,2 @@\n def due(days):\n-    return days <= 30\n+    return days < 30\n"
    files = (
        FileChange("src/due.py", "modified", added=1, deleted=1, patch=flip),
        FileChange("src/options.js", "modified", added=2, deleted=1, patch=COPY_DROPPED),
    )
    assert slipped_lines(ChangeSet(files, "main")) == {("src/due.py", 2): (2, BOUND), ("src/options.js", 2): (2, COPY)}


DEFAULTS = (
    "DEFAULTS = {'tax': 0, 'tip': 0}\n\n\ndef resolve(options):\n    merged = dict(DEFAULTS)\n"
    "    merged.update(options)\n    return merged\n"
)
FILES = {
    "bill/__init__.py": "",
    "bill/options.py": DEFAULTS,
    "bill/money.py": "def percent(amount, p):\n    return amount * p // 100\n",
    "bill/split.py": (
        "from bill.money import percent\nfrom bill.options import resolve\n\n\ndef total(amount, options=None):\n"
        "    opts = resolve(options or {})\n"
        "    return amount + percent(amount, opts['tax']) + percent(amount, opts['tip'])\n"
    ),
    "tests/test_split.py": (
        "from bill.split import total\n\n\ndef test_with_tip():\n    assert total(100, {'tip': 10}) == 110\n\n\n"
        "def test_plain():\n    assert total(100) == 100\n"
    ),
}


def test_a_dropped_copy_is_read_and_cited_before_the_calls_are_followed(make_repo, git):
    options = DEFAULTS.replace("    merged = dict(DEFAULTS)\n", "    merged = DEFAULTS\n")
    money = "def percent(amount, p):\n    return round(amount * p / 100)\n"  # a change the call reaches first
    failure = Failure(
        "AssertionError: assert 110 == 100", "pytest", "tests/test_split.py::test_plain", "tests/test_split.py", 9
    )
    d = _diagnose(make_repo, git, FILES, {"bill/options.py": options, "bill/money.py": money}, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("bill/options.py", 5), d.conclusion
    cause = d.conclusion.split("### Evidence")[0]
    assert "the branch changed `bill/options.py:5`" in cause
    assert "where it changes in place a value the code the branch removed there copied" in cause
