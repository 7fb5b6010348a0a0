"""A value read by key checked strictly for null (`value !== null ? value : defs[key]` under `var value =
target[key];`): a missing key's `undefined` slips through, and that line is the slip (nullish.py)."""

from __future__ import annotations

import pytest

from diagbot.logs.types import Failure
from diagbot.offline.nullish import nullish_lines
from diagbot.offline.slips import NULLISH, slipped_lines
from tests.offline.patches import one_file
from tests.offline.test_follow import _diagnose

JS = (
    "@@ -19,3 +19,15 @@ function defaults(target, defs) {\n"
    "   return ret;\n }\n exports.defaults = defaults;\n"
    "+\n"
    "+function merge(target, defs) {\n"
    "+  var ret = {};\n"
    "+  var keys = Object.keys(defs);\n"
    "+  for (var i = 0; i < keys.length; i++) {\n"
    "+    var key = keys[i];\n"
    "+    var value = target[key];\n"
    "+    ret[key] = value !== null ? value : defs[key];\n"
    "+  }\n"
    "+  return ret;\n"
    "+}\n"
)


def test_a_strict_null_check_of_a_value_read_by_key_is_the_slip() -> None:
    changes = one_file("lib/util.js", JS)
    assert dict(nullish_lines(changes)) == {("lib/util.js", 29): 2}
    assert slipped_lines(changes)[("lib/util.js", 29)] == (2, NULLISH)


@pytest.mark.parametrize(
    "line",
    [
        "ret[key] = target[key] !== null ? target[key] : defs[key];",  # read on the line itself
        "ret[key] = null === value ? defs[key] : value;",  # turned round
        "if (value !== null) ret[key] = value;",  # an `if`
    ],
)
def test_each_spelling_of_the_check_is_found(line: str) -> None:
    patch = JS.replace("ret[key] = value !== null ? value : defs[key];", line)
    assert dict(nullish_lines(one_file("src/util.ts", patch))) == {("src/util.ts", 29): 2}


@pytest.mark.parametrize(
    ("path", "patch"),
    [
        ("lib/util.js", JS.replace("value !== null ?", "value != null ?")),  # loose: takes undefined too
        ("lib/util.js", JS.replace("value !== null ?", "value ?? null ?")),  # no strict check
        ("lib/util.js", JS.replace("var value = target[key];", "var value = target.match(re);")),  # null, not missing
        ("lib/util.js", JS.replace("    var value = target[key];\n", "    var value = target[key];\n+\n+\n+\n+\n")),
        ("lib/util.py", JS),  # not JavaScript
        ("test/util.test.js", JS),  # a test's own code
    ],
)
def test_a_loose_check_or_a_value_no_key_reads_is_left_alone(path: str, patch: str) -> None:
    assert not nullish_lines(one_file(path, patch))


BASE = {
    "package.json": '{"name": "opts", "version": "1.0.0"}\n',
    "lib/opts.js": (
        "function withDefaults(given, defs) {\n  var out = {};\n  for (var key of Object.keys(defs)) {\n"
        "    out[key] = given[key] || defs[key];\n  }\n  return out;\n}\nexports.withDefaults = withDefaults;\n"
    ),
    "test/opts.test.js": (
        "const assert = require('assert');\nconst { withDefaults } = require('../lib/opts');\n\n"
        "it('fills what is missing', () => {\n  assert.deepStrictEqual(withDefaults({}, { a: 1 }), { a: 1 });\n});\n"
    ),
}
CHANGED = {
    "lib/opts.js": (
        "function withDefaults(given, defs) {\n  var out = {};\n  for (var key of Object.keys(defs)) {\n"
        "    var value = given[key];\n    out[key] = value !== null ? value : defs[key];\n  }\n  return out;\n}\n"
        "exports.withDefaults = withDefaults;\n"
    ),
}


def test_the_check_is_cited_first_and_the_report_says_why(make_repo, git) -> None:
    failure = Failure(
        "Expected values to be strictly deep-equal", "mocha", "fills what is missing", "test/opts.test.js", 5
    )
    d = _diagnose(make_repo, git, BASE, CHANGED, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("lib/opts.js", 5)
    assert "which the check lets through" in d.conclusion  # slip_where.WHERE[NULLISH]
