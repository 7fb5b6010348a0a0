"""A call rewritten with two arguments each in the other's place of the removed call it replaces (`penalty(due,
arrived)` moved and become `penalty(s.arrived, dueAt)`): that call is the slip (turned_args.py)."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.slips import TURNED, slipped_lines
from diagbot.offline.turned_args import turned_arg_lines
from tests.offline.test_follow import _diagnose

CLASSIFY = (
    "src/classification.cpp",
    "@@ -12,8 +12,5 @@ Duration roadPenalties(const Event& event, int car) {\n"
    "-    const TimeCard& card = it->second;\n-    Duration total;\n"
    "-    for (std::size_t i = 0; i < card.sections().size(); ++i) {\n"
    "-        total += controlPenalty(card.due(i), card.sections()[i].actual, event.rules);\n"
    "-    }\n-    return total;\n+    return it->second.roadPenalty(event.rules);\n }\n",
)
CARD = (
    "src/timecard.cpp",
    "@@ -13,4 +13,12 @@ ClockTime TimeCard::due(std::size_t i) const {\n"
    "+Duration TimeCard::roadPenalty(const ControlRules& rules) const {\n+    Duration total;\n"
    "+    for (std::size_t i = 0; i < sections_.size(); ++i) {\n+        ClockTime dueAt = due(i);\n"
    "+        total += controlPenalty(sections_[i].actual, dueAt, rules);\n+    }\n+    return total;\n+}\n",
)


def _changes(*files: tuple[str, str]) -> ChangeSet:
    return ChangeSet(tuple(FileChange(p, "modified", added=1, deleted=1, patch=t) for p, t in files), "main")


def test_the_call_moved_with_two_arguments_turned_round_is_the_slip() -> None:
    changes = _changes(CLASSIFY, CARD)
    assert dict(turned_arg_lines(changes)) == {("src/timecard.cpp", 17): 2}
    assert slipped_lines(changes)[("src/timecard.cpp", 17)] == (2, TURNED)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("controlPenalty(sections_[i].actual, dueAt, rules)", "controlPenalty(dueAt, sections_[i].actual, rules)"),
        ("controlPenalty(sections_[i].actual, dueAt, rules)", "controlPenalty(sections_[i].actual, rules)"),  # fewer
        ("controlPenalty(sections_[i].actual, dueAt, rules)", 'controlPenalty("late", dueAt, rules)'),  # a literal
        (
            "+    Duration total;\n",
            "+    Duration total;\n+    controlPenalty(dueOf(i), sections_[i].actual, rules);\n",
        ),  # kept by one
    ],
)
def test_the_removed_order_kept_or_nothing_turned_is_left_alone(old: str, new: str) -> None:
    path, patch = CARD
    assert not turned_arg_lines(_changes(CLASSIFY, (path, patch.replace(old, new))))


def test_a_function_whose_parameters_were_turned_too_is_called_rightly() -> None:
    header = (
        "include/controls.hpp",
        "@@ -20,1 +20,1 @@\n-Duration controlPenalty(ClockTime due, ClockTime actual, const ControlRules& rules);\n"
        "+Duration controlPenalty(ClockTime actual, ClockTime due, const ControlRules& rules);\n",
    )
    assert not turned_arg_lines(_changes(CLASSIFY, CARD, header))


def test_a_format_string_reordered_with_its_values_is_no_slip() -> None:
    patch = (
        "@@ -1,1 +1,1 @@\n"
        '-\treturn fmt.Errorf("band %s ends (%s) before it starts (%s)", name, end, start)\n'
        '+\treturn fmt.Errorf("band %s (%s-%s) is empty", name, start, end)\n'
    )
    assert not turned_arg_lines(_changes(("tariff/band.go", patch)))


BASE = {
    "rally/__init__.py": "",
    "rally/controls.py": "def penalty(due, actual):\n    return max(0, actual - due) * 10\n",
    "rally/classify.py": (
        "from rally.controls import penalty\n\n\ndef road_penalty(card):\n"
        "    return sum(penalty(card.due[i], card.actual[i]) for i in range(len(card.due)))\n"
    ),
    "tests/__init__.py": "",
    "tests/test_classify.py": (
        "from types import SimpleNamespace\n\nfrom rally.classify import road_penalty\n\n\n"
        "def test_late():\n    assert road_penalty(SimpleNamespace(due=[10], actual=[12])) == 20\n"
    ),
}
CHANGED = {
    "rally/classify.py": (
        "from rally.controls import penalty\n\n\ndef each_penalty(card):\n"
        "    for due, actual in zip(card.due, card.actual):\n        yield penalty(actual, due)\n\n\n"
        "def road_penalty(card):\n    return sum(each_penalty(card))\n"
    ),
}


def test_the_call_is_cited_first_and_the_report_says_why(make_repo, git) -> None:
    failure = Failure("assert 0 == 20", "pytest", "tests/test_classify.py::test_late", "tests/test_classify.py", 7)
    d = _diagnose(make_repo, git, BASE, CHANGED, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("rally/classify.py", 6)
    assert "their order turned round on the way" in d.conclusion  # slip_where.WHERE[TURNED]
