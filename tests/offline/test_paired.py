"""One half of a pair written twice and the other never (paired.py): `len2` given `len1`'s value, or `left` read
twice where `right`, unpacked with it, is read nowhere."""

from __future__ import annotations

import pytest

from diagbot.logs.types import Failure
from diagbot.offline.paired import paired_lines
from diagbot.offline.slips import PAIRED, slipped_lines
from tests.offline.patches import one_file
from tests.offline.test_follow import _diagnose


def _page(*added: str, context: tuple[str, ...] = ()) -> str:
    rows = [f" {t}" for t in context] + [f"+{t}" for t in added]
    return f"@@ -1,{len(context)} +1,{len(rows)} @@\n" + "\n".join(rows) + "\n"


LEVENSHTEIN = ("pub fn normalized(a: &str, b: &str) -> f64 {",)


@pytest.mark.parametrize(
    ("path", "added", "context", "line"),
    [
        (
            "src/lib.rs",
            ("    let len1 = a.chars().count();", "    let len2 = a.chars().count();", "    ratio(len1, len2)"),
            LEVENSHTEIN,
            3,
        ),
        (
            "geo.py",
            ("    left_edge = a.x", "    right_edge = a.x", "    return right_edge - left_edge"),
            ("def width(a, b):",),
            3,
        ),
    ],
)
def test_the_pairs_second_name_given_the_firsts_value_is_the_slip(path, added, context, line) -> None:
    changes = one_file(path, _page(*added, context=context))
    assert dict(paired_lines(changes)) == {(path, line): 2}
    assert slipped_lines(changes)[(path, line)] == (2, PAIRED)


@pytest.mark.parametrize(
    "added",
    [
        ("    let len1 = a.chars().count();", "    let len2 = b.chars().count();"),  # turned over
        ("    let total1 = 0;", "    let total2 = 0;"),  # a start value reads no name
        ("    let len1 = s.chars().count();", "    let len2 = s.chars().count();"),  # no `t` beside `s`: one value
        ("    let count = a.chars().count();", "    let total = a.chars().count();"),  # no pair of names
        ("    let len1 = a.chars().count();", "    log(a);", "    let len2 = a.chars().count();"),  # not the next
        ("    const A: Set = EMPTY.add(b'A');", "    const B: Set = EMPTY.add(b'B');"),  # literals differ
    ],
)
def test_pairs_turned_over_or_no_pair_are_no_slip(added) -> None:
    assert not paired_lines(one_file("src/lib.rs", _page(*added, context=LEVENSHTEIN)))


OR = (
    "    def visit_or(self, node, value):",
    "        left, right = node['children']",
    "        matched = self.visit(left, value)",
    "        if is_false(matched):",
    "            matched = self.visit(left, value)",
    "        return matched",
)


def test_the_second_read_of_the_first_unpacked_name_is_the_slip_when_nothing_reads_the_second() -> None:
    page = _page(*OR, "", "    def visit_and(self, node, value):", "        return None")
    assert dict(paired_lines(one_file("visitor.py", page))) == {("visitor.py", 5): 2}


@pytest.mark.parametrize(
    "page",
    [
        _page(*OR[:4], "            matched = self.visit(right, value)", *OR[5:], "", "    def other(self):"),  # read
        _page(*OR),  # the block runs on past the page: the second may be read below
        _page(*OR[:2], "        return self.visit(left, value)", "", "    def other(self):"),  # read once only
    ],
)
def test_a_pair_unpacked_and_both_read_or_its_block_not_seen_whole_is_no_slip(page: str) -> None:
    assert not paired_lines(one_file("visitor.py", page))


BASE = {
    "walks/span.py": "def gap(pair):\n    return pair[1] - pair[0]\n",
    "walks/report.py": ("from walks.span import gap\n\n\ndef line(name, pair):\n    return f'{name}: {gap(pair)} m'\n"),
    "tests/test_report.py": (
        "from walks.report import line\n\n\ndef test_line():\n    assert line('Ash', (2, 7)) == 'Ash: 5 m'\n"
    ),
}


def test_the_report_cites_the_first_of_a_pair_read_again(make_repo, git) -> None:
    span = (
        "def gap(pair):\n"
        "    start, end = pair\n"
        "    if start is None:\n"
        "        return 0\n"
        "    return start - start\n"
        "\n\ndef total(pairs):\n    return sum(gap(p) for p in pairs)\n"
    )
    report = BASE["walks/report.py"].replace(
        "return f'{name}: {gap(pair)} m'", "label = name.title()\n    return f'{label}: {gap(pair)} m'"
    )
    failure = Failure(
        "AssertionError: assert 'Ash: 0 m' == 'Ash: 5 m'",
        "pytest",
        "tests/test_report.py::test_line",
        "tests/test_report.py",
        5,
    )
    d = _diagnose(make_repo, git, BASE, {"walks/span.py": span, "walks/report.py": report}, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("walks/span.py", 5), d.conclusion
    assert "reads again the first of two names unpacked as a pair" in d.conclusion.split("### Evidence")[0]
