"""Code rewritten into calls of one function: the one call handed a value its old code never read is the slip."""

from __future__ import annotations

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.rewritten import unfaithful_lines
from tests.offline.test_follow import _diagnose

LAPS = {
    "timing/laps.py": (
        "class Lap:\n"
        "    def __init__(self, start, split, end):\n"
        "        self.start, self.split, self.end = start, split, end\n\n"
        "    def first_half(self):\n"
        "        if self.split is None:\n"
        "            return None\n"
        "        return self.split - self.start\n\n"
        "    def second_half(self):\n"
        "        if self.split is None:\n"
        "            return None\n"
        "        return self.end - self.split\n\n"
        "    def whole(self):\n"
        "        if self.end is None:\n"
        "            return None\n"
        "        return self.end - self.start\n"
    ),
}
REWRITTEN = (  # each interval now a call of `between`; the second half is handed `start`, which its code never read
    "def between(a, b):\n"
    "    if a is None or b is None:\n"
    "        return None\n"
    "    return b - a\n\n\n"
    "class Lap:\n"
    "    def __init__(self, start, split, end):\n"
    "        self.start, self.split, self.end = start, split, end\n\n"
    "    def first_half(self):\n"
    "        return between(self.start, self.split)\n\n"
    "    def second_half(self):\n"
    "        return between(self.start, self.end)\n\n"
    "    def whole(self):\n"
    "        return between(self.start, self.end)\n"
)


def _patch(*runs: tuple[list[str], str]) -> ChangeSet:
    """A patch of one file whose hunks each replace the removed lines with one added line, at lines 10, 20, ..."""
    text = ""
    for k, (removed, added) in enumerate(runs, start=1):
        text += f"@@ -{10 * k},{len(removed)} +{10 * k},1 @@\n" + "".join(f"-{r}\n" for r in removed) + f"+{added}\n"
    return ChangeSet((FileChange("src/laps.py", "modified", added=len(runs), deleted=len(runs), patch=text),), "main")


FIRST = (["    return self.split - self.start"], "    return between(self.start, self.split)")
WHOLE = (["    return self.end - self.start"], "    return between(self.start, self.end)")
SECOND = (["    return self.end - self.split"], "    return between(self.start, self.end)")


def test_the_one_rewrite_handing_its_call_a_value_its_code_never_read_slipped() -> None:
    assert dict(unfaithful_lines(_patch(FIRST, WHOLE, SECOND))) == {("src/laps.py", 30): 2}


def test_without_two_faithful_rewrites_beside_it_no_rule_is_broken() -> None:
    assert not unfaithful_lines(_patch(FIRST, SECOND))  # one faithful rewrite is no rule
    odd = (["    return self.end - self.split"], "    return between(self.lap, self.end)")
    assert not unfaithful_lines(_patch(FIRST, WHOLE, SECOND, odd))  # two that break it: a rule of its own


def test_a_call_handed_a_literal_or_an_expression_tells_nothing() -> None:
    offset = (["    return self.end - self.split"], "    return between(self.split + 1, self.end)")
    assert not unfaithful_lines(_patch(FIRST, WHOLE, offset))


def test_the_unfaithful_rewrite_is_cited_before_the_function_it_calls(make_repo, git) -> None:
    message = "AssertionError: 5 != 9"
    failure = Failure(message, "unittest", "tests.test_laps.LapTest.test_second_half", "tests/test_laps.py", 9, None)
    tests = {
        "tests/__init__.py": "",
        "tests/test_laps.py": (
            "import unittest\n\nfrom timing.laps import Lap\n\n\nclass LapTest(unittest.TestCase):\n"
            "    def test_second_half(self):\n        lap = Lap(0, 4, 9)\n"
            "        self.assertEqual(lap.second_half(), 5)\n"
        ),
        "timing/__init__.py": "",
    }
    d = _diagnose(make_repo, git, {**LAPS, **tests}, {"timing/laps.py": REWRITTEN}, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("timing/laps.py", 15)
    assert "the one rewrite that broke the rule" in d.conclusion  # slips.WHERE[REWRITE]
