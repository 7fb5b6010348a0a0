"""offline.in_view: a helper that the followed function's own file defines in the lines already read is followed
there, without a tool call, when none of the functions it calls is defined in a changed file."""

from __future__ import annotations

from diagbot.logs.types import Failure
from diagbot.offline.findings import Findings
from diagbot.offline.in_view import follow_in_view

TEST = {
    1: "from lifts.gate import scan",
    4: "def test_beginner_rides_the_carpet():",
    5: "    assert scan('b', 'c') == 'open'",
}
GATE = dict(
    enumerate(
        [
            "def scan(kind, lift):",
            "    return decide(kind, lift)",
            "",
            "",
            "def decide(kind, lift):",
            "    if not may_ride(kind, lift):",
            "        return 'wrong lift'",
            "    return 'open'",
        ],
        start=10,
    )
)
FAIL = Failure(
    "AssertionError: assert 'wrong lift' == 'open'", "pytest", "tests/test_gate.py::test_b", "tests/test_gate.py", 5
)


def _findings(**kw: object) -> Findings:
    f = Findings(FAIL, symbol="scan", code=[("tests/test_gate.py", 5, TEST), ("lifts/gate.py", 10, GATE)])
    for key, value in kw.items():
        setattr(f, key, value)
    return f


def test_the_helper_below_the_called_function_is_followed_when_no_changed_file_defines_a_callee() -> None:
    f = _findings(callee_defs={1: []})
    assert follow_in_view(f, 1) is None  # no tool call: the lines are already read
    assert f.code[f.followed[1]][:2] == ("lifts/gate.py", 14)
    assert follow_in_view(f, 1) is None
    assert len(f.code) == 3


def test_the_helper_is_not_followed_before_the_changed_files_were_searched_or_when_they_define_a_callee() -> None:
    for defs in ({}, {1: [("lifts/rules.py", 3, "def decide(kind, lift):")]}):
        f = _findings(callee_defs=defs)
        assert follow_in_view(f, 1) is None
        assert 1 not in f.followed
        assert len(f.code) == 2


def test_a_name_the_read_shows_only_called_is_not_followed() -> None:
    gate = {n: t for n, t in GATE.items() if n < 14}  # the read stopped before `decide`'s definition
    f = _findings(callee_defs={1: []}, code=[("tests/test_gate.py", 5, TEST), ("lifts/gate.py", 10, gate)])
    assert follow_in_view(f, 1) is None
    assert 1 not in f.followed
