"""Two conditions the branch joined with the other connective (`and` become `or` in a rewrite): flagged against the
code it removed, read before the calls are followed, and cited."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.connectives import joined, removed_joins, turned_lines, turns
from diagbot.offline.slips import JOIN, slipped_lines
from tests.offline.test_follow import _diagnose


def _removed(*lines: str, path: str = "a.py") -> frozenset:
    return removed_joins([("-", t) for t in lines], path)


def test_a_join_is_read_with_each_condition_as_far_as_its_brackets_and_statement_run():
    assert joined("if (a.b > 0 && !c) {", "a.js") == {(("a", ".", "b", ">", "0"), "&&", ("!", "c"))}
    assert joined("    return x is None or y  # a or b", "a.py") == {(("x", "is", "None"), "or", ("y",))}
    assert joined("total = a + b", "a.py") == frozenset()


def test_a_condition_spread_over_removed_lines_is_read_joined_and_its_turn_found_under_a_renamed_name():
    removed = _removed(
        "        x",
        "        for x in schema",
        "        if x not in mapping",
        "        or (",
        "            mapping[x] is None  # noqa: W503",
        "            and not schema[x].get('nullable', False)",
        "        )",
    )
    assert turns("        return mapping[field] is None or not schema[field].get('nullable', False)", removed, "a.py")
    assert not turns(
        "        return mapping[field] is None and not schema[field].get('nullable', False)", removed, "a.py"
    )


@pytest.mark.parametrize(
    ("removed", "added"),
    [
        ("if (!(a && b)) {", "if (!a || !b) {"),  # De Morgan: the operands changed with the connective
        ("if (a && b) return;", "if (c || d) return;"),  # two names renamed: another condition
        ("if (a && b) x(); else if (a || b) y();", "if (a || b) x();"),  # removed, joined with `||` too
        ("if (a > 1 && b) {", "if (a > 2 || b) {"),  # an operand changed too
    ],
)
def test_what_is_not_a_turned_connective(removed, added):
    assert not turns(added, _removed(removed, path="a.js"), "a.js")


def test_only_source_files_lines_are_flagged_as_a_slip_of_their_own_kind():
    patch = "@@ -1,2 +1,2 @@\n def open_on(day):\n-    return day.weekday() < 5 and not day.holiday\n"
    patch += "+    return day.weekday() < 5 or not day.holiday\n"
    changes = ChangeSet(
        tuple(
            FileChange(p, "modified", added=1, deleted=1, patch=patch) for p in ("src/opening.py", "tests/test_o.py")
        ),
        "main",
    )
    assert turned_lines(changes) == {("src/opening.py", 2): 2}
    assert slipped_lines(changes) == {("src/opening.py", 2): (2, JOIN)}


def test_a_rewrite_that_turns_a_connective_is_read_and_cited_before_the_calls_are_followed(make_repo, git):
    files = {
        "club/__init__.py": "",
        "club/fees.py": "FEES = {'adult': 120, 'junior': 40}\n\n\ndef fee(kind):\n    return FEES[kind]\n",
        "club/renewal.py": (
            "from club.fees import fee\n\n\ndef due(member):\n"
            "    if member['paid'] is None and not member.get('life', False):\n"
            "        return fee(member['kind'])\n    return 0\n"
        ),
        "tests/test_renewal.py": (
            "from club.renewal import due\n\n\ndef test_a_paid_member_owes_nothing():\n"
            "    assert due({'kind': 'adult', 'paid': '2026-01-04'}) == 0\n"
        ),
    }
    renewal = (
        "from club.fees import fee\n\n\ndef _owes(member):\n"
        "    return member['paid'] is None or not member.get('life', False)\n\n\n"
        "def due(member):\n    return fee(member['kind']) if _owes(member) else 0\n"
    )
    fees = files["club/fees.py"].replace("'junior': 40", "'junior': 40, 'family': 200")  # a change the call reaches
    failure = Failure(
        "AssertionError: assert 120 == 0", "pytest", "tests/test_renewal.py::test_a_paid_member_owes_nothing",
        "tests/test_renewal.py", 5,
    )  # fmt: skip
    d = _diagnose(make_repo, git, files, {"club/renewal.py": renewal, "club/fees.py": fees}, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("club/renewal.py", 5), d.conclusion
    cause = d.conclusion.split("### Evidence")[0]
    assert "where it joins two conditions with the other connective than the code the branch removed there" in cause
