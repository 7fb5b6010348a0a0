"""A name the failure says is undefined whose binding the branch removed from the failing file: the failing line is
cited first, and the removed binding is quoted with its line before the change."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.unbound import removed_binding, unbound_clause, undefined_name
from tests.offline.test_follow import _diagnose


@pytest.mark.parametrize(
    "message",
    [
        "F821 Undefined name `total`",
        "NameError: name 'total' is not defined",
        "ReferenceError: total is not defined",
        "  25:7  error  'total' is not defined  no-undef",
        "TS2304: Cannot find name 'total'.",
        "./main.go:12:9: undefined: total",
        "error[E0425]: cannot find value `total` in this scope",
        "error: use of undeclared identifier 'total'",
        "error: 'total' undeclared (first use in this function)",
        "error: 'total' was not declared in this scope",
        "Warning: Undefined variable $total in /app/src/Bill.php on line 9",
        "Notice: Undefined variable: total in /app/src/Bill.php on line 9",
        "NameError: undefined local variable or method `total' for an instance of Bill",
    ],
)
def test_the_name_an_undefined_name_error_is_about(message):
    assert undefined_name(message) == "total"


@pytest.mark.parametrize(
    "message", ["AssertionError: assert 3 == 4", "undefined: store.NewMemory", "TypeError: total is not a function"]
)
def test_other_failures_name_no_undefined_name(message):
    assert undefined_name(message) is None


PATCH = (
    "@@ -10,6 +10,6 @@ def render(parts):\n"
    "     lines = []\n"
    "-    total = dry_weight(parts)\n"
    "+    lines += section(parts)\n"
    "     lines.append(f'{total} g')\n"
    "     return lines\n"
)


def _failure(message: str = "F821 Undefined name `total`", path: str = "src/report.py") -> Failure:
    return Failure(message, "ruff", None, path, 13, 20)


def test_a_removed_binding_is_found_with_its_old_line_and_quoted_after_the_failing_line():
    changes = ChangeSet((FileChange("src/report.py", "modified", added=1, deleted=1, patch=PATCH),), "main")
    assert removed_binding(_failure(), changes) == ("src/report.py", "total", "total = dry_weight(parts)", 11)
    assert unbound_clause(_failure(), changes) == (
        "; `total` is read at `src/report.py:13`, but the branch removed the line binding it there"
        " (`- total = dry_weight(parts)`, line 11 before the change) and adds none in that file"
    )


@pytest.mark.parametrize(
    ("patch", "failure"),
    [
        (PATCH.replace("+    lines += section(parts)", "+    total = weigh(parts)"), _failure()),  # bound anew
        (PATCH, _failure(path="src/other.py")),  # another file's binding
        (PATCH, _failure("AssertionError: assert 3 == 4")),  # no undefined name
        (PATCH.replace("-    total = dry_weight(parts)", "-    totals = dry_weight(parts)"), _failure()),
        (PATCH.replace("-    total = dry_weight(parts)", "-    if total == 0:"), _failure()),  # a read, no binding
    ],
)
def test_no_clause_without_a_removed_binding_of_that_name_in_the_failing_file(patch, failure):
    changes = ChangeSet((FileChange("src/report.py", "modified", added=1, deleted=1, patch=patch),), "main")
    assert unbound_clause(failure, changes) == ""


REPORT = (
    "from shop.weigh import dry_weight, section\n\n\n"
    "def render(parts):\n"
    "    lines = []\n"
    "    for part in parts:\n"
    "        lines.append(part.name)\n"
    "    total = dry_weight(parts)\n"
    "    lines.append('')\n"
    "    lines.append('Total')\n"
    "    lines.append(f'{total} g')\n"
    "    return lines\n"
)
WEIGH = "def dry_weight(parts):\n    return sum(p.grams for p in parts)\n\n\ndef section(parts):\n    return []\n"


def test_the_failing_line_is_cited_first_and_the_removed_binding_quoted(make_repo, git):
    rewritten = REPORT.replace(
        "    for part in parts:\n        lines.append(part.name)\n    total = dry_weight(parts)\n",
        "    lines += section(parts)\n",
    )  # the loop and the total moved into `section`, the line reading `total` left behind
    base = {"shop/__init__.py": "", "shop/report.py": REPORT, "shop/weigh.py": WEIGH}
    failure = Failure("F821 Undefined name `total`", "ruff", None, "shop/report.py", 9, 20)
    d = _diagnose(make_repo, git, base, {"shop/report.py": rewritten}, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("shop/report.py", 9), d.conclusion
    assert "but the branch removed the line binding it there (`- total = dry_weight(parts)`, line 8" in d.conclusion
