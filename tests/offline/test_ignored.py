"""A parameter the branch gave a function that its body never reads, the body still computing with the value the
parameter defaults to (`def billable_steps(minutes, grace, step=60)` returning `ceil(minutes / 60)`): that body line
is the slip, and it is cited though the branch kept it as it was."""

from __future__ import annotations

import pytest

from diagbot.logs.types import Failure
from diagbot.offline.ignored import ignored_lines
from diagbot.offline.slips import IGNORED, slipped_lines
from tests.offline.patches import one_file
from tests.offline.test_follow import _diagnose

PY = (
    "@@ -10,8 +10,8 @@ def minutes_between(start, end):\n"
    "     return int(end - start)\n"
    " \n"
    " \n"
    "-def billable_hours(minutes, grace):\n"
    "+def billable_steps(minutes, grace, step=60):\n"
    "     if minutes <= grace:\n"
    "         return 0\n"
    "     return ceil(minutes / 60)\n"
    " \n"
    " \n"
    " def parking_charge(minutes, tariff):\n"
)


def test_the_body_line_spelling_out_a_new_parameters_default_is_the_slip() -> None:
    changes = one_file("valet/tariff.py", PY)
    assert dict(ignored_lines(changes)) == {("valet/tariff.py", 16): 2}
    assert slipped_lines(changes)[("valet/tariff.py", 16)] == (2, IGNORED)


@pytest.mark.parametrize(
    ("path", "patch"),
    [
        ("valet/tariff.py", PY.replace("ceil(minutes / 60)", "ceil(minutes / step)")),  # it reads the parameter
        ("valet/tariff.py", PY.replace("step=60", "step=30")),  # no line spells out its default
        ("valet/tariff.py", PY.replace("-def billable_hours(minutes, grace):\n", "")),  # a new function, no old head
        ("valet/tariff.py", PY.replace("(minutes, grace):", "(minutes, grace, step=60):")),  # a parameter it had
        ("valet/tariff.py", PY.replace("     return ceil(minutes / 60)\n", "")),  # no line computes with it
        ("tests/test_tariff.py", PY),  # a test's helper
    ],
)
def test_a_parameter_read_had_or_without_its_default_in_the_body_is_left_alone(path: str, patch: str) -> None:
    assert not ignored_lines(one_file(path, patch))


def test_a_body_the_diff_does_not_show_whole_is_left_alone() -> None:
    cut = PY.split("     return ceil")[0] + "@@ -40,3 +40,3 @@ def other():\n     pass\n"
    assert not ignored_lines(one_file("valet/tariff.py", cut))


@pytest.mark.parametrize(
    ("path", "head", "old", "body"),
    [
        (
            "src/tariff.js",
            "function steps(minutes, step = 15) {",
            "function steps(minutes) {",
            "  return minutes / 15;",
        ),
        (
            "src/Tariff.php",
            "    public function steps(int $minutes, int $step = 15): int {",
            "    public function steps(int $minutes): int {",
            "        return intdiv($minutes, 15);",
        ),
        ("lib/tariff.rb", "def steps(minutes, step = 15)", "def steps(minutes)", "  minutes / 15"),
    ],
)
def test_other_languages_defaults(path: str, head: str, old: str, body: str) -> None:
    close = "}" if head.rstrip().endswith("{") else "end"
    indent = head[: len(head) - len(head.lstrip())]
    patch = f"@@ -1,3 +1,3 @@\n-{old}\n+{head}\n {body}\n {indent}{close}\n"
    assert dict(ignored_lines(one_file(path, patch))) == {(path, 2): 2}


BASE = {
    "garage/__init__.py": "",
    "garage/tariff.py": (
        "from math import ceil\n\n\ndef billable_hours(minutes, grace):\n    if minutes <= grace:\n"
        "        return 0\n    return ceil(minutes / 60)\n\n\ndef charge(minutes, hourly):\n"
        "    return billable_hours(minutes, 10) * hourly\n"
    ),
    "tests/__init__.py": "",
    "tests/test_tariff.py": (
        "from garage.tariff import charge\n\n\ndef test_charge():\n    assert charge(90, 100) == 200\n"
    ),
}
CHANGED = {
    "garage/tariff.py": (
        "from math import ceil\n\n\ndef billable_steps(minutes, grace, step=60):\n    if minutes <= grace:\n"
        "        return 0\n    return ceil(minutes / 60)\n\n\ndef charge(minutes, price, step=60):\n"
        "    return billable_steps(minutes, 10, step) * price\n"
    ),
    "tests/test_tariff.py": (
        "from garage.tariff import charge\n\n\ndef test_charge():\n    assert charge(90, 100) == 200\n\n\n"
        "def test_half_hours():\n    assert charge(90, 50, step=30) == 150\n"
    ),
}


def test_the_kept_line_is_cited_first_and_the_report_says_why(make_repo, git) -> None:
    failure = Failure("assert 100 == 150", "pytest", "tests/test_tariff.py::test_half_hours", "tests/test_tariff.py", 9)
    d = _diagnose(make_repo, git, BASE, CHANGED, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("garage/tariff.py", 7)
    assert "a parameter the branch gave the function defaults to" in d.conclusion  # slips.WHERE[IGNORED]
