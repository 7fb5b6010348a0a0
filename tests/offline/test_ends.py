"""A queue served from the other end than the code it replaced: first in, first out became last in, first out."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.ends import turned_ends
from tests.offline.test_follow import _diagnose


def _changes(path: str, old: str, new: str, kept: str = "        n += 1") -> ChangeSet:
    patch = f"@@ -40,3 +40,3 @@ fn promote(roll: &mut Roll) {{\n     while free > 0 {{\n-{old}\n+{new}\n {kept}\n"
    return ChangeSet((FileChange(path, "modified", added=1, deleted=1, patch=patch),), "main")


@pytest.mark.parametrize(
    ("path", "old", "new"),
    [
        ("src/booking.rs", "        let m = roll.waitlist.remove(0);", "        let m = roll.waitlist.pop_back();"),
        ("club/waitlist.py", "        member = waiting.pop(0)", "        member = waiting.pop()"),
        ("src/queue.ts", "    const next = jobs.shift();", "    const next = jobs.pop();"),
        (
            "club/waitlist.py",
            "        waiting.append(member)",
            "        waiting.appendleft(member)",
        ),  # put at the front
    ],
)
def test_taking_or_putting_at_the_other_end_than_the_replaced_code_slipped(path: str, old: str, new: str) -> None:
    assert dict(turned_ends(_changes(path, old, new))) == {(path, 41): 2}


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("        let m = roll.waitlist.remove(0);", "        let m = roll.waitlist.pop_front();"),  # the same end
        ("        member = waiting.pop()", "        member = waiting.pop()  # newest first"),  # nothing turned
        ("        total = sum(prices)", "        last = stack.pop()"),  # the removed code took from no end
    ],
)
def test_the_same_end_or_no_end_taken_before_is_left_alone(old: str, new: str) -> None:
    assert not turned_ends(_changes("club/waitlist.py", old, new))


def test_a_run_still_working_the_first_end_is_left_alone() -> None:
    both = _changes(
        "club/deck.py", "        card = deck.pop(0)", "        card = deck.pop()", "        top = deck.pop(0)"
    )
    assert dict(turned_ends(both)) == {("club/deck.py", 41): 2}  # the kept line is not of the run
    patch = (
        "@@ -1,2 +1,3 @@\n def deal(deck):\n-    card = deck.pop(0)\n+    card = deck.pop()\n+    top = deck.pop(0)\n"
    )
    run = ChangeSet((FileChange("club/deck.py", "modified", added=2, deleted=1, patch=patch),), "main")
    assert not turned_ends(run)  # the replacement still takes from the front too: both ends meant


BASE = {
    "club/__init__.py": "",
    "club/waitlist.py": (
        "class Waitlist:\n    def __init__(self):\n        self.names = []\n\n"
        "    def join(self, name):\n        self.names.append(name)\n\n"
        "    def promote(self):\n        return self.names.pop(0)\n"
    ),
    "tests/__init__.py": "",
    "tests/test_waitlist.py": (
        "import unittest\n\nfrom club.waitlist import Waitlist\n\n\nclass WaitlistTest(unittest.TestCase):\n"
        "    def test_first_come_first_served(self):\n        w = Waitlist()\n"
        "        for name in ('ann', 'bob', 'cat'):\n            w.join(name)\n"
        "        self.assertEqual(w.promote(), 'ann')\n"
    ),
}
CHANGED = {
    "club/waitlist.py": (
        "from collections import deque\n\n\nclass Waitlist:\n    def __init__(self):\n        self.names = deque()\n\n"
        "    def join(self, name):\n        self.names.append(name)\n\n"
        "    def promote(self):\n        return self.names.pop()\n"
    ),
}


def test_the_queue_served_from_the_other_end_is_cited_first_and_the_report_says_why(make_repo, git) -> None:
    message = "AssertionError: 'cat' != 'ann'"
    failure = Failure(message, "unittest", "tests.test_waitlist.WaitlistTest.test_first_come_first_served",
                      "tests/test_waitlist.py", 11, None)  # fmt: skip
    d = _diagnose(make_repo, git, BASE, CHANGED, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("club/waitlist.py", 12)
    assert "first in, first out became last in, first out" in d.conclusion  # slips.WHERE[END]
