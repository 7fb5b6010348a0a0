"""A rename missed in one place: the use the failure's frame still makes of a member the branch took out of the
code elsewhere is cited first."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.stale import missing_member, on_nothing, stale_use
from tests.offline.test_frame_change import explain_branch


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("NoMethodError: undefined method `points' for #<Sheet>", "points"),
        ("NoMethodError: undefined method 'points' for an instance of Sheet", "points"),
        ("AttributeError: 'Sheet' object has no attribute 'points'", "points"),
        ("TypeError: matrix.below is not a function", "below"),
        ("s.area undefined (type Shape has no field or method area)", "area"),
        ("error[E0599]: no method named `area` found for struct `Shape`", "area"),
        ("Error: Call to undefined method Club\\Sheet::points()", "points"),
        ("TS2339: Property 'points' does not exist on type 'Sheet'.", "points"),
        ("AssertionError: expected 3 to equal 4", None),
    ],
)
def test_the_missing_member_is_read_from_each_runtimes_words(message, name):
    assert missing_member(message) == name


def _changes(*patches: tuple[str, str]) -> ChangeSet:
    return ChangeSet(tuple(FileChange(p, "modified", added=1, deleted=1, patch=t) for p, t in patches), "main")


RENAMED = (
    ("lib/sheet.rb", "@@ -3,2 +3,2 @@\n-  attr_reader :points\n+  attr_reader :marks\n-  def points_of(x) = x.points\n"
     "+  def points_of(x) = x.marks\n"),
)  # fmt: skip
FAIL = Failure("NoMethodError: undefined method `points' for #<Sheet>", "minitest", "ContestTest#test_tie")


def test_a_frame_still_using_a_member_the_branch_renamed_elsewhere_is_the_stale_use():
    read = {("lib/contest.rb", 87): "    sheets.sum(&:points)"}
    found = stale_use(FAIL, ("lib/contest.rb", 87), read, _changes(*RENAMED))
    assert found == ("lib/contest.rb", 87, "points", 2)


def test_no_stale_use_when_the_frame_does_not_use_it_or_the_branch_took_it_out_once():
    assert (
        stale_use(FAIL, ("lib/contest.rb", 87), {("lib/contest.rb", 87): "    total(sheets)"}, _changes(*RENAMED))
        is None
    )
    once = (("lib/sheet.rb", "@@ -3,1 +3,1 @@\n-  attr_reader :points\n+  attr_reader :marks\n"),)
    read = {("lib/contest.rb", 87): "    sheets.sum(&:points)"}
    assert stale_use(FAIL, ("lib/contest.rb", 87), read, _changes(*once)) is None  # the declaration alone: it
    # may be the rename that is wrong


BASE = {
    "pipes/__init__.py": "",
    "pipes/sheet.py": "class Sheet:\n    def __init__(self, band, points):\n        self.band = band\n"
    "        self.points = points\n",
    "pipes/contest.py": "def ranking(sheets):\n    return sorted(sheets, key=lambda s: -s.points)\n\n\n"
    "def total(sheets, band):\n    return sum(s.points for s in sheets if s.band == band)\n",
    "tests/test_contest.py": "from pipes.contest import total\nfrom pipes.sheet import Sheet\n\n\n"
    "def test_total():\n    assert total([Sheet('Kintyre', 84)], 'Kintyre') == 84\n",
}
CHANGED = {
    "pipes/sheet.py": BASE["pipes/sheet.py"].replace("points", "marks"),
    "pipes/contest.py": BASE["pipes/contest.py"].replace("-s.points", "-s.marks"),
}
TRACE = """Traceback (most recent call last):
  File "tests/test_contest.py", line 6, in test_total
    assert total([Sheet('Kintyre', 84)], 'Kintyre') == 84
  File "pipes/contest.py", line 6, in total
    return sum(s.points for s in sheets if s.band == band)
  File "pipes/contest.py", line 6, in <genexpr>
    return sum(s.points for s in sheets if s.band == band)
AttributeError: 'Sheet' object has no attribute 'points'"""


def test_the_use_a_rename_missed_is_cited_first(make_repo, git, tmp_path):
    d = explain_branch(make_repo, git, tmp_path, BASE, CHANGED, TRACE)
    assert (d.locations[0].path, d.locations[0].line) == ("pipes/contest.py", 6), d.conclusion
    assert "`pipes/contest.py:6` still uses `points`" in d.conclusion.split("### Evidence")[0]


@pytest.mark.parametrize(
    ("message", "line", "name"),
    [
        (
            "TypeError: Cannot read properties of undefined (reading 'some')",
            "if (!t.players.some((p) => p))",
            "players",
        ),
        ("TypeError: Cannot read property 'length' of undefined", "n = t.players.length", None),  # old V8: no name
        ("NoMethodError: undefined method `each' for nil", "  @sheet.entries.each do |e|", "entries"),
        ("AttributeError: 'NoneType' object has no attribute 'strip'", "    name = row.label.strip()", "label"),
        ("TypeError: Cannot read properties of undefined (reading 'some')", "if (!players.some((p) => p))", None),
    ],
)
def test_a_member_read_on_nothing_names_the_member_the_line_read_it_from(message, line, name):
    assert missing_member(message) is None
    assert on_nothing(message, line) == name


def test_a_frame_reading_a_member_the_branch_renamed_elsewhere_on_nothing_is_the_stale_use():
    renamed = ("src/team.js", "@@ -3,2 +3,2 @@\n-  return { name, players };\n+  return { name, lineup };\n"
               "-  return t.players.length;\n+  return t.lineup.length;\n")  # fmt: skip
    fail = Failure("TypeError: Cannot read properties of undefined (reading 'some')", "mocha", "goal counts")
    read = {("src/scoring.js", 23): "  if (!t.players.some((p) => p.name === scorer)) {"}
    assert stale_use(fail, ("src/scoring.js", 23), read, _changes(renamed)) == ("src/scoring.js", 23, "players", 2)
