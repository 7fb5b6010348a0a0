"""A module's defaults changed in place from inside a function (`Object.assign(DEFAULT_RULES, changes)`): flagged
in an added line, read before the calls are followed, and cited."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.defaults import changed_defaults
from diagbot.offline.slips import DEFAULTS, slipped_lines


def _hunk(header: str, *lines: str) -> str:
    return f"@@ -1,1 +1,{len(lines)} @@{header}\n" + "\n".join(lines) + "\n"


@pytest.mark.parametrize(
    ("header", "lines"),
    [
        ("", ("+export function withRules(changes) {", "+  return Object.assign(DEFAULT_RULES, changes);", "+}")),
        (" def configure(overrides):", ("     opts = {}", "+    DEFAULT_OPTIONS.update(overrides)")),
        (" def units(u)", ("+    DEFAULTS[:units] = u",)),
        (" function resolve(options) {", ("+  merged.tax = Object.assign(DEFAULTS.tax, rest.tax);",)),
        (" public static Config with(Map<String, String> more) {", ("+        DEFAULT_SETTINGS.putAll(more);",)),
    ],
)
def test_a_defaults_constant_changed_in_place_in_a_function_is_a_slip(header, lines):
    assert list(changed_defaults(_hunk(header, *lines))) == [next(i for i, t in enumerate(lines, 1) if "DEFAULT" in t)]


@pytest.mark.parametrize(
    ("header", "lines"),
    [
        ("", ("+DEFAULT_PARAMS.update(ciphers='ECDHE')",)),  # the module setting its own defaults up, at its top
        ("", ("+export function withRules(changes) {", "+  return { ...DEFAULT_RULES, ...changes };", "+}")),  # a copy
        (" def f(x):", ("+    rules = dict(DEFAULT_RULES)", "+    rules.update(x)")),  # a copy changed
        (" def f(x):", ("+    cache[key] = DEFAULT_VALUE",)),  # read, not changed
        (" def f(x):", ("+    REGISTRY[name] = x",)),  # a registry is meant to grow: only defaults are read
        (" def f(x):", ('+    log("DEFAULTS.update(x)")',)),  # a string
    ],
)
def test_what_is_no_defaults_slip(header, lines):
    assert list(changed_defaults(_hunk(header, *lines))) == []


def test_only_source_files_are_flagged_as_a_slip_of_their_own_kind():
    patch = _hunk(" function f(x) {", "+  Object.assign(DEFAULTS, x);")
    files = tuple(
        FileChange(p, "modified", added=1, deleted=0, patch=patch) for p in ("src/rules.js", "test/rules.test.js")
    )
    assert slipped_lines(ChangeSet(files, "main")) == {("src/rules.js", 1): (2, DEFAULTS)}


def test_the_changed_defaults_are_cited_before_a_change_the_failing_call_reaches(make_repo, git):
    from tests.offline.test_follow import _diagnose

    files = {
        "rally/__init__.py": "",
        "rally/rules.py": "DEFAULT_RULES = {'late_per_minute': 10, 'max_late': 30}\n\n\n"
        "def with_rules(changes):\n    return {**DEFAULT_RULES, **changes}\n\n\n"
        "NIGHT = with_rules({'late_per_minute': 60})\n\n\n"
        "def penalty(minutes, rules=DEFAULT_RULES):\n    return minutes * rules['late_per_minute']\n",
        "tests/test_rules.py": "from rally.rules import penalty\n\n\ndef test_three_minutes_late():\n"
        "    assert penalty(3) == 30\n",
    }
    rules = (
        files["rally/rules.py"]
        .replace(
            "    return {**DEFAULT_RULES, **changes}", "    DEFAULT_RULES.update(changes)\n    return DEFAULT_RULES"
        )
        .replace("return minutes * rules", "return max(0, minutes) * rules")
    )
    failure = Failure("AssertionError: assert 180 == 30", "pytest", "tests/test_rules.py::test_three_minutes_late",
                      "tests/test_rules.py", 5)  # fmt: skip
    d = _diagnose(make_repo, git, files, {"rally/rules.py": rules}, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("rally/rules.py", 5), d.conclusion
    assert "changes a module's defaults in place from inside a function" in d.conclusion.split("### Evid")[0]
