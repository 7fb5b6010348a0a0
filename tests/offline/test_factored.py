"""A literal the branch factored into a constant: the declaration that gives the constant another value than the
line held is the change named first; the same value changed nothing there."""

from __future__ import annotations

import pytest

from diagbot.offline.factored import declared_value, factored_literals, same_value
from tests.offline.test_frame_change import explain_branch


@pytest.mark.parametrize(
    ("removed", "added", "name", "held"),
    [
        ("        return $day->format('o-\\WW');", "        return $day->format(self::WEEK);", "WEEK", "'o-\\WW'"),
        ("\tvalue, err = strconv.ParseInt(v, 10, 64)", "\tvalue, err = strconv.ParseInt(v, base, 64)", "base", "10"),
        ("    return '%02d' % n", "    return Self.PAD % n", "PAD", "'%02d'"),
        ("  return n * 4;", "  return n * this.LANES;", "LANES", "4"),
        ("  return n * 4;", "  return m * LANES;", "LANES", None),  # two tokens differ: more than the literal moved
        ("  return n * 4;", "  return n * OTHER;", "LANES", None),  # another name took the literal's place
        ("  return n * k;", "  return n * LANES;", "LANES", None),  # the removed line held a name, not a literal
    ],
)
def test_the_literal_a_line_held_where_it_now_names_a_constant(removed, added, name, held):
    assert factored_literals([removed], [added]).get(name) == held


@pytest.mark.parametrize(
    ("declaration", "value"),
    [
        ("const integerBase = 0", "0"),
        ("    public const WEEK = 'Y-\\WW';", "'Y-\\WW'"),
        ("const LANES: usize = 4;", "4"),
        ("export const RATE = -0.5;", "-0.5"),
        ('WEEK_FORMAT = "%04d-W%d"', '"%04d-W%d"'),
        ("const TIMEOUT = 10 * time.Second", None),  # not one literal: nothing to compare
        ("var unitSizes = map[string]ByteSize{", None),
    ],
)
def test_the_literal_a_one_line_declaration_gives_its_name(declaration, value):
    assert declared_value(declaration) == value


@pytest.mark.parametrize(
    ("old", "new", "same"),
    [("10", "10.0", True), ("0x1F", "31", True), ("'a'", '"a"', True), ("1_000", "1000", True), ("10", "0", False),
     ("'o-\\WW'", "'Y-\\WW'", False), ("'10'", "10", False)],
)  # fmt: skip
def test_two_literals_are_one_value_in_another_spelling(old, new, same):
    assert same_value(old, new) is same


BASE = {
    "weeks/__init__.py": "",
    "weeks/label.py": '"""Week labels for the report."""\n\n\ndef week_label(year: int, week: int) -> str:\n'
    '    """The ISO week as "2026-W07"."""\n    return "%04d-W%02d" % (year, week)\n',
    "tests/__init__.py": "",
    "tests/test_label.py": "from weeks.label import week_label\n\n\ndef test_week_label():\n"
    '    assert week_label(2026, 7) == "2026-W07"\n',
}


def _factored(value: str) -> dict[str, str]:
    return {
        "weeks/label.py": f'"""Week labels for the report."""\n\nWEEK_FORMAT = "{value}"\n\n\n'
        "def week_label(year: int, week: int) -> str:\n"
        '    """The ISO week as "2026-W07"."""\n    return WEEK_FORMAT % (year, week)\n'
    }


def test_a_constant_declared_with_another_value_than_the_literal_it_replaced_is_named_first(
    make_repo, git, tmp_path, failing_pytest_log
):
    changed = _factored("%04d-W%d")
    log = failing_pytest_log({**BASE, **changed})  # the real log of the branch's failing test
    d = explain_branch(make_repo, git, tmp_path, BASE, changed, log)
    assert (d.locations[0].path, d.locations[0].line) == ("weeks/label.py", 3), d.conclusion
    cause = d.conclusion.split("### Evidence")[0]
    assert "the branch changed `WEEK_FORMAT` at `weeks/label.py:3`" in cause
    assert "`weeks/label.py:8`" in cause  # the line using it is named after it


def test_a_constant_holding_the_literal_it_replaced_is_not_named_first(make_repo, git, tmp_path, failing_pytest_log):
    changed = _factored("%04d-W%02d")
    changed["weeks/label.py"] = changed["weeks/label.py"].replace("(year, week)", "(year, week - 1)")
    log = failing_pytest_log({**BASE, **changed})
    d = explain_branch(make_repo, git, tmp_path, BASE, changed, log)
    assert (d.locations[0].path, d.locations[0].line) == ("weeks/label.py", 8), d.conclusion
    assert "the entry the failure's values point at" not in d.conclusion


def test_each_line_of_a_long_run_rewritten_line_for_line_is_compared_with_the_removed_lines_near_its_place():
    removed = [f"    n{i} = scale(n{i}, {i})" for i in range(500)]
    added = ["    # the limits, named", *(f"    n{i} = scale(n{i}, LIMIT_{i})" for i in range(500))]  # a line later
    found = factored_literals(removed, added)
    assert (len(found), found["LIMIT_0"], found["LIMIT_499"]) == (500, "0", "499")
    alike = [f"    n = scale(n, {i})" for i in range(5)]  # lines of one shape: which literal each replaced is unknown
    assert factored_literals(alike, [f"    n = scale(n, LIMIT_{i})" for i in range(5)]) == {}
