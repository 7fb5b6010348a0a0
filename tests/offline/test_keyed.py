"""Code rewritten into rows keyed by the removed code's strings: the one row reading a sibling of the field its key's
old code read is the slip, and the report cites it before a row that merely shares the failure's key."""

from __future__ import annotations

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.keyed import unfaithful_rows
from tests.offline.test_follow import _diagnose

OLD = {
    "positions": "  if (s.positions < g.minPositions) {\n"
    "    failures.push({ check: 'positions', value: s.positions, limit: g.minPositions })\n  }\n",
    "rate": "  if (s.averageRate < g.minRate) {\n"
    "    failures.push({ check: 'rate', value: s.averageRate, limit: g.minRate })\n  }\n",
    "amplitude": "  if (s.lowestAmplitude < g.minAmplitude) {\n"
    "    failures.push({ check: 'amplitude', value: s.lowestAmplitude, limit: g.minAmplitude })\n  }\n",
}
ROWS = {
    "positions": "  { check: 'positions', value: (s) => s.positions, min: (g) => g.minPositions },\n",
    "rate": "  { check: 'rate', value: (s) => s.averageRate, min: (g) => g.minRate },\n",
    "amplitude": "  { check: 'amplitude', value: (s) => s.averageAmplitude, min: (g) => g.minAmplitude },\n",
}


def _rewrite(rows: dict[str, str], keys: list[str]) -> ChangeSet:
    removed = "".join(f"-{line}\n" for k in keys for line in OLD[k].splitlines())
    added = "+const CHECKS = [\n" + "".join(f"+{rows[k]}" for k in keys) + "+]\n"
    patch = f"@@ -1,{3 * len(keys)} +1,{len(keys) + 2} @@\n{added}{removed}"
    return ChangeSet((FileChange("src/checks.js", "modified", added=len(keys) + 2, deleted=9, patch=patch),), "main")


def test_the_one_row_reading_a_sibling_of_its_keys_old_field_slipped() -> None:
    assert dict(unfaithful_rows(_rewrite(ROWS, ["positions", "rate", "amplitude"]))) == {("src/checks.js", 4): 2}


def test_without_two_faithful_rows_or_a_sibling_field_no_rule_is_broken() -> None:
    assert not unfaithful_rows(_rewrite(ROWS, ["rate", "amplitude"]))  # one faithful row is no rule
    other = {**ROWS, "amplitude": "  { check: 'amplitude', value: (s) => s.rms, min: (g) => g.minAmplitude },\n"}
    assert not unfaithful_rows(_rewrite(other, ["positions", "rate", "amplitude"]))  # `rms`: no sibling of its own
    faithful = {**ROWS, "amplitude": ROWS["amplitude"].replace("averageAmplitude", "lowestAmplitude")}
    assert not unfaithful_rows(_rewrite(faithful, ["positions", "rate", "amplitude"]))


BASE = {
    "src/checks.js": (
        "'use strict'\n\nfunction assess (s, g) {\n  const failures = []\n"
        + "".join(OLD.values())
        + "  return failures\n}\n\nmodule.exports = { assess }\n"
    ),
    "test/checks.test.js": (
        "'use strict'\n\nconst test = require('node:test')\nconst assert = require('node:assert')\n"
        "const { assess } = require('../src/checks')\n\n"
        "test('holds a movement to its weakest position', () => {\n"
        "  const s = { positions: 6, averageRate: 2, averageAmplitude: 262, lowestAmplitude: 226 }\n"
        "  const g = { minPositions: 5, minRate: -4, minAmplitude: 230 }\n"
        "  assert.deepStrictEqual(assess(s, g), [{ check: 'amplitude', value: 226, limit: 230 }])\n"
        "})\n"
    ),
}
TABLE = (  # the checks become rows; a table of units keyed like them comes with them
    "'use strict'\n\nconst CHECKS = [\n"
    + "".join(ROWS.values())
    + "]\n\nconst UNITS = {\n  positions: '',\n  rate: ' s/d',\n  amplitude: ' deg',\n}\n\n"
    "function assess (s, g) {\n  const failures = []\n  for (const { check, value, min } of CHECKS) {\n"
    "    const measured = value(s)\n"
    "    if (measured < min(g)) failures.push({ check, value: measured, limit: min(g) })\n"
    "  }\n  return failures\n}\n\n"
    "function describe (f) {\n  return `${f.check} ${f.value}${UNITS[f.check]}`\n}\n\n"
    "module.exports = { assess, describe }\n"
)


def test_the_row_that_broke_the_rule_is_cited_before_a_row_sharing_the_failures_key(make_repo, git) -> None:
    message = (
        "AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:\n+ actual - expected\n\n"
        "+ []\n- [\n-   {\n-     check: 'amplitude',\n-     limit: 230,\n-     value: 226\n-   }\n- ]"
    )
    failure = Failure(message, "node-test", "holds a movement to its weakest position", "test/checks.test.js", 10, None)
    d = _diagnose(make_repo, git, BASE, {"src/checks.js": TABLE}, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("src/checks.js", 6)
    assert "the one row that broke the rule" in d.conclusion  # slips.WHERE[ROW]
    assert "the row for `amplitude`" not in d.conclusion  # the units row only shares the key
