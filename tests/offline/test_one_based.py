"""A number the comment over its function says counts from 1, used as an index as it is (one_based.py)."""

from __future__ import annotations

import pytest

from diagbot.logs.types import Failure
from diagbot.offline.one_based import one_based_lines
from diagbot.offline.slips import ONE_BASED, slipped_lines
from tests.offline.patches import one_file
from tests.offline.test_follow import _diagnose


def _page(*added: str) -> str:
    return f"@@ -1,0 +1,{len(added)} @@\n" + "".join(f"+{t}\n" for t in added)


@pytest.mark.parametrize(
    ("path", "lines"),
    [
        (
            "src/nest.rs",
            (
                "    /// The day incubation starts: the day the egg the hen sits from was laid (counted from 1).",
                "    pub fn incubation_start(&self) -> Option<Date> {",
                "        let egg = self.species.sits_from_egg.max(1);",
                "        self.laid.get(egg).copied()",
            ),
        ),
        (
            "league/table.py",
            (
                "def team_at(table, position):",
                '    """The team at a position, numbered from 1."""',
                "    return table[position]",
            ),
        ),
        (
            "src/Rota.java",
            (
                "    /** The nurse on a shift; shifts are 1-based. */",
                "    String nurse(int shift) {",
                "        return nurses.get(shift);",
            ),
        ),
    ],
)
def test_an_index_the_comment_says_counts_from_one_is_the_slip(path: str, lines: tuple[str, ...]) -> None:
    changes = one_file(path, _page(*lines))
    assert dict(one_based_lines(changes)) == {(path, len(lines)): 2}
    assert slipped_lines(changes)[(path, len(lines))] == (2, ONE_BASED)


@pytest.mark.parametrize(
    "lines",
    [
        (
            "def team_at(table, position):",
            '    """The team at a position, numbered from 1."""',
            "    return table[position - 1]",
        ),
        (
            "def team_at(table, position):",
            '    """The team at a position, numbered from 0."""',
            "    return table[position]",
        ),
        (
            "def team_at(table, position):",
            '    """Positions are numbered from 1."""',
            "    return table[index]",
        ),  # unnamed
        ("def team_at(table, position):", "    return table[position]"),  # no comment says how it counts
    ],
)
def test_an_index_turned_or_not_said_to_count_from_one_is_no_slip(lines: tuple[str, ...]) -> None:
    assert not one_based_lines(one_file("league/table.py", _page(*lines)))


BASE = {
    "league/table.py": "def leader(teams):\n    return teams[0]\n",
    "tests/test_table.py": (
        "from league.table import leader\n\n\ndef test_leader():\n    assert leader(['Ash', 'Elm']) == 'Ash'\n"
    ),
}


def test_the_report_cites_the_index_counted_from_one(make_repo, git) -> None:
    table = (
        "from league.rules import TOP\n\n\ndef leader(teams):\n    return team_at(teams, TOP)\n\n\n"
        "def team_at(teams, position):\n"
        '    """The team at a position in the table, numbered from 1."""\n'
        "    return teams[position]\n"
    )
    failure = Failure(
        "AssertionError: assert 'Elm' == 'Ash'", "pytest", "tests/test_table.py::test_leader", "tests/test_table.py", 5
    )
    d = _diagnose(make_repo, git, BASE, {"league/table.py": table, "league/rules.py": "TOP = 1\n"}, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("league/table.py", 10), d.conclusion
    assert "says counts from 1" in d.conclusion.split("### Evidence")[0]
