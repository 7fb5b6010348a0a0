"""A block handed a parameter its body never reads, reading another value's field instead: the same value for every
item, a stale name where the parameter was meant."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.unread import unread_lines
from tests.offline.test_follow import _diagnose


def _changes(path: str, line: str) -> ChangeSet:
    patch = f"@@ -30,2 +30,2 @@ def book(job)\n   on = job.day\n-  x = 0\n+{line}\n"
    return ChangeSet((FileChange(path, "modified", added=1, deleted=1, patch=patch),), "main")


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("lib/dispatcher.rb", "  booked = bookings_for(engineer, on).sum { |booking| job.estimate_minutes }"),
        ("src/stock.ts", "  const used = pours.map((p) => pour.millilitres).reduce(add, 0);"),
        ("src/stock.js", "  const used = pours.filter(p => beer.matches(name));"),
        ("shop/basket.py", "    total = sum(map(lambda line: item.price, lines))"),
    ],
)
def test_a_block_reading_another_values_field_and_not_its_parameter_slipped(path: str, line: str) -> None:
    assert dict(unread_lines(_changes(path, line))) == {(path, 31): 2}


@pytest.mark.parametrize(
    "line",
    [
        "  booked = bookings_for(engineer, on).sum { |booking| booking.job.estimate_minutes }",  # it reads it
        "  slots = days.map { |_day| engineer.capacity }",  # `_day`: the block means to ignore it
        "  shown = rows.each { |row| self.count += 1 }",  # its own object's field
        "  names = jobs.map { |job| label }",  # no field of another value: a constant label per item
        "  sorted = items.sort((a, b) => a.rank - b.rank);",  # two parameters, both read
    ],
)
def test_a_block_reading_its_parameter_or_only_its_own_object_is_left_alone(line: str) -> None:
    assert not unread_lines(_changes("lib/dispatcher.rb", line))


def test_a_test_files_block_is_left_alone() -> None:
    assert not unread_lines(_changes("spec/dispatcher_spec.rb", "  all = rows.map { |r| fixture.minutes }"))


BASE = {
    "depot/__init__.py": "",
    "depot/rounds.py": (
        "def booked_minutes(visits):\n    return len(visits) * 30\n\n\ndef label(name):\n    return name.title()\n"
    ),
    "tests/__init__.py": "",
    "tests/test_rounds.py": (
        "import unittest\nfrom collections import namedtuple\n\nfrom depot.rounds import booked_minutes\n\n"
        "Visit = namedtuple('Visit', 'minutes')\n\n\n"
        "class RoundsTest(unittest.TestCase):\n"
        "    def test_booked_minutes(self):\n"
        "        self.assertEqual(booked_minutes([Visit(20), Visit(45)]), 65)\n"
    ),
}
CHANGED = {
    "depot/rounds.py": (  # minutes per visit now; a tidier label beside it
        "def booked_minutes(visits, visit=None):\n"
        "    return sum(map(lambda v: visit.minutes, visits))\n\n\n"
        "def label(name):\n"
        "    return name.strip().title()\n"
    ),
}


def test_the_unread_block_is_cited_first_and_the_report_says_why(make_repo, git) -> None:
    message = "AttributeError: 'NoneType' object has no attribute 'minutes'"
    failure = Failure(
        message, "unittest", "tests.test_rounds.RoundsTest.test_booked_minutes", "tests/test_rounds.py", 11, None
    )
    d = _diagnose(make_repo, git, BASE, CHANGED, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("depot/rounds.py", 2)
    assert "never reads the parameter each call gives it" in d.conclusion  # slips.WHERE[UNREAD]
