"""A field of a record the branch made that no source line reads, and a line reading its like-named sibling instead
(`span.end_minute` where `ramp_end_minute` was meant): that line is the slip (spare.py)."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.slips import SPARE, slipped_lines
from diagbot.offline.spare import spare_lines
from tests.offline.test_follow import _diagnose

SCHEDULE = (
    "@@ -36,3 +36,16 @@ class Segment:\n"
    "         return self.rate is None\n"
    " \n"
    " \n"
    "+@dataclass(frozen=True)\n"
    "+class Span:\n"
    '+    """Where one segment sits in a firing: its ramp, then its hold."""\n'
    "+\n"
    "+    number: int\n"
    "+    ramp_end_minute: float\n"
    "+    end_minute: float\n"
    "+    target: float\n"
    "+\n"
    "+    @property\n"
    "+    def label(self):\n"
    '+        return f"segment {self.number}"\n'
    "+\n"
)
LAGS = (
    "@@ -80,3 +80,9 @@ def reached(readings, temp):\n"
    "     return None\n"
    " \n"
    " \n"
    "+def segment_lags(readings, schedule):\n"
    "+    lags = []\n"
    "+    for span in schedule.spans():\n"
    "+        hit = reached(readings, span.target)\n"
    "+        lags.append((span.number, span.end_minute, hit))\n"
    "+    return lags\n"
)


def _changes(*files: tuple[str, str]) -> ChangeSet:
    return ChangeSet(tuple(FileChange(p, "modified", added=1, deleted=0, patch=t) for p, t in files), "main", "base")


def test_the_read_of_a_spare_fields_sibling_is_the_slip() -> None:
    changes = _changes(("kiln/schedule.py", SCHEDULE), ("kiln/firinglog.py", LAGS))
    assert dict(spare_lines(changes)) == {("kiln/firinglog.py", 87): 2}
    assert slipped_lines(changes)[("kiln/firinglog.py", 87)] == (2, SPARE)


@pytest.mark.parametrize(
    "lags",
    [
        LAGS.replace("span.end_minute, hit", "span.ramp_end_minute, span.end_minute, hit"),  # every field read
        LAGS.replace("span.end_minute, hit", "hit"),  # the sibling is not read either
        LAGS.replace("lags = []", "lags = []\n+    span.ramp_end_minute = 0"),  # set, not read: still spare
    ],
)
def test_a_spare_field_read_or_no_sibling_read_in_its_place(lags: str) -> None:
    found = spare_lines(_changes(("kiln/schedule.py", SCHEDULE), ("kiln/firinglog.py", lags)))
    assert found == ({("kiln/firinglog.py", 88): 2} if "= 0" in lags else {})  # a line more above it


@pytest.mark.parametrize(
    "schedule",
    [
        SCHEDULE.replace("ramp_end_minute: float", "start_temp: float"),  # no like-named field left spare
        SCHEDULE.replace("+@dataclass(frozen=True)\n", " \n"),  # a plain class: its lines are no fields
        SCHEDULE.replace("+    number: int\n", "").replace("+    target: float\n", ""),  # two fields: too few
        SCHEDULE.replace("+class Span:", " class Span:"),  # a record the branch did not make
    ],
)
def test_a_record_not_the_branchs_or_no_like_named_field_spare(schedule: str) -> None:
    assert not spare_lines(_changes(("kiln/schedule.py", schedule), ("kiln/firinglog.py", LAGS)))


def test_a_go_struct_and_a_rust_struct_are_records_too() -> None:
    go = (
        "@@ -1,2 +1,11 @@\n package tide\n \n+type Window struct {\n+\tNumber int\n+\tOpenMinute int\n"
        "+\tCloseMinute int\n+}\n+\n+func Late(w Window, at int) bool {\n+\treturn at > w.CloseMinute\n+}\n"
    )
    rust = (
        "@@ -1,2 +1,11 @@\n use std::fmt;\n \n+pub struct Window {\n+    pub number: u32,\n"
        "+    pub open_minute: u32,\n+    pub close_minute: u32,\n+}\n+\n+pub fn late(w: &Window, at: u32) -> bool {\n"
        "+    at > w.close_minute\n+}\n"
    )
    assert dict(spare_lines(_changes(("tide/window.go", go)))) == {("tide/window.go", 10): 2}
    assert dict(spare_lines(_changes(("src/window.rs", rust)))) == {("src/window.rs", 10): 2}


BASE = {
    "kiln/__init__.py": "",
    "kiln/plan.py": "def ramps(segments):\n    return [s * 60 for s in segments]\n",
    "tests/__init__.py": "",
    "tests/test_plan.py": "from kiln.plan import ramps\n\n\ndef test_ramps():\n    assert ramps([1]) == [60]\n",
}
CHANGED = {
    "kiln/plan.py": (
        "from dataclasses import dataclass\n\n\ndef ramps(segments):\n    return [s * 60 for s in segments]\n\n\n"
        "@dataclass\nclass Span:\n    number: int\n    ramp_end_minute: int\n    end_minute: int\n\n\n"
        "def spans(segments, hold):\n    out, minute = [], 0\n    for n, s in enumerate(segments, 1):\n"
        "        out.append(Span(n, minute + s * 60, minute + s * 60 + hold))\n        minute += s * 60 + hold\n"
        "    return out\n\n\ndef ramp_ends(segments, hold):\n"
        "    return [span.end_minute for span in spans(segments, hold)]\n"
    ),
    "tests/test_plan.py": (
        "from kiln.plan import ramp_ends, ramps\n\n\ndef test_ramps():\n    assert ramps([1]) == [60]\n\n\n"
        "def test_ramp_ends():\n    assert ramp_ends([1, 2], 30) == [60, 210]\n"
    ),
}


def test_the_sibling_read_is_cited_first_and_the_report_says_why(make_repo, git) -> None:
    failure = Failure("assert [90, 270] == [60, 210]", "pytest", "tests/test_plan.py::test_ramp_ends", "", 9)
    d = _diagnose(make_repo, git, BASE, CHANGED, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("kiln/plan.py", 24)
    assert "whose like-named sibling field" in d.conclusion  # slip_where.WHERE[SPARE]
