"""A new function's one line handing on to its namesake a value other than the parameter it takes
(`isVulnerable(Seat declarer)` calling `vulnerability().isVulnerable(dealer().side())`): the slip (unheard.py)."""

from __future__ import annotations

import pytest

from diagbot.logs.types import Failure
from diagbot.offline.slips import UNHEARD, slipped_lines
from diagbot.offline.unheard import unheard_lines
from tests.offline.patches import one_file
from tests.offline.test_follow import _diagnose

JAVA = (
    "@@ -18,6 +18,11 @@ public record Board(int number) {\n"
    "         return Vulnerability.forBoard(number);\n     }\n \n"
    "+    /** Whether declarer's side is vulnerable on this board. */\n"
    "+    public boolean isVulnerable(Seat declarer) {\n"
    "+        return vulnerability().isVulnerable(dealer().side());\n"
    "+    }\n"
    "+\n"
    "     @Override\n"
)


def test_the_wrapper_handing_on_another_value_than_its_parameter_is_the_slip() -> None:
    changes = one_file("src/main/java/bridge/Board.java", JAVA)
    assert dict(unheard_lines(changes)) == {("src/main/java/bridge/Board.java", 23): 2}
    assert slipped_lines(changes)[("src/main/java/bridge/Board.java", 23)] == (2, UNHEARD)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("isVulnerable(dealer().side())", "isVulnerable(declarer.side())"),  # it hands on its parameter
        ("vulnerability().isVulnerable(dealer().side())", "dealer().side() == Side.NS"),  # no namesake called
        ("+    public boolean", "+    @Override\n+    public boolean"),  # an override may leave what it is handed
        ("return vulnerability().isVulnerable(dealer().side());", "throw new UnsupportedOperationException();"),
        ("(Seat declarer)", "(void)"),  # C's empty list
    ],
)
def test_a_parameter_read_or_a_function_that_may_leave_it_is_left_alone(old: str, new: str) -> None:
    assert not unheard_lines(one_file("src/main/java/bridge/Board.java", JAVA.replace(old, new)))


def test_a_family_of_handlers_of_one_signature_each_takes_what_all_are_handed() -> None:
    heads = "".join(
        f"+func {op}Stage(left interface{{}}, right interface{{}}, parameters Parameters) (interface{{}}, error) {{\n"
        f"+\treturn {op}(left, right), nil\n+}}\n+\n"
        for op in ("gte", "lte", "gt")
    )
    assert not unheard_lines(one_file("stages.go", f"@@ -1,1 +1,13 @@\n package eval\n{heads}"))


def test_a_name_read_in_a_string_it_formats_is_read() -> None:
    patch = (
        "@@ -1,1 +1,4 @@\n import format\n+\n+def label(year):\n"
        '+    return format.label(f"{year}/{(year + 1) % 100:02d}")\n'
    )
    assert not unheard_lines(one_file("seasons/label.py", patch))


BASE = {
    "club/__init__.py": "",
    "club/hours.py": (
        "class Hours:\n    def __init__(self, days):\n        self.days = days\n\n"
        "    def is_open(self, day):\n        return day in self.days\n"
    ),
    "club/venue.py": (
        "from club.hours import Hours\n\n\nclass Venue:\n    def __init__(self, days, today):\n"
        "        self.hours = Hours(days)\n        self.today = today\n"
    ),
    "tests/__init__.py": "",
    "tests/test_venue.py": (
        "from club.venue import Venue\n\n\ndef test_open_on():\n    assert Venue({'sat'}, 'mon').open_on('sat')\n"
    ),
}
CHANGED = {
    "club/venue.py": BASE["club/venue.py"]
    + "\n    def open_on(self, day):\n        return self.hours.is_open(self.today)\n\n"
    + "    def open_today(self):\n        return self.open_on(self.today)\n",
}


def test_the_line_is_cited_first_and_the_report_says_why(make_repo, git) -> None:
    failure = Failure("assert False", "pytest", "tests/test_venue.py::test_open_on", "tests/test_venue.py", 5)
    d = _diagnose(make_repo, git, BASE, CHANGED, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("club/venue.py", 10)
    assert "every caller gets the same answer, whatever it hands" in d.conclusion  # slip_where.WHERE[UNHEARD]
