"""Failure marks that close their test's output, as small C and C++ harnesses print them: the checks that failed
come first, each at its `path:line`, then `FAIL test_x`, then `ok test_y` for the next test. The lines under such a
mark are the next test's, so a mark's place and message come from the checks above it.

When the log's first failed check comes before its first mark, every mark is read so: each run of marks takes the
checks since the run before it, in order when there are as many of each (stdout and stderr, piped apart, can print
a test's checks before the `ok` lines of the tests before it), else all of them go to the run's first mark. A mark
followed at once by the next result, with no check above it, takes the first place in the lines above it (output
that names no failure: `t.c:9: line is` over two values).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from diagbot.logs.failures.shapes import place_in, worded
from diagbot.logs.failures.stateful import repo_path
from diagbot.logs.types import Failure

Lines = Sequence[tuple[int, str]]
# a passed test's line (`ok   test_x`, `PASS t`, `[ OK ] t`, `✓ t`); not TAP's `ok 3 - t`, which tap.py reads
_PASS = re.compile(r"^\s*(?:ok|PASS(?:ED)?|\[\s*(?:OK|PASS(?:ED)?)\s*\]|[\u2713\u2714])\s+(?!\d+\b)\S")
_ABOVE = 80  # lines above a mark its output may take


def closing(marks: list[Failure], lines: Lines) -> list[Failure]:
    """The titled `marks` (generic failures, one per `FAIL title` line, in log order) with their places and messages
    from the checks above them, when the log prints a test's checks before its mark; a placeless one followed at
    once by the next result line takes its place from the lines above it."""
    if not marks:
        return marks
    at_mark = {m.log_line for m in marks}
    checks = worded([row for row in lines if row[0] not in at_mark])  # a mark's own word is not a check
    if checks and (checks[0].log_line or 0) < (marks[0].log_line or 0):
        marks = _paired(marks, checks)
    index = {number: i for i, (number, _) in enumerate(lines)} if any(m.path is None for m in marks) else {}
    return [_from_above(m, lines, index, at_mark) if m.path is None else m for m in marks]


def _paired(marks: list[Failure], checks: list[Failure]) -> list[Failure]:
    """Each run of marks with the checks printed since the run before it."""
    events = sorted([(c.log_line or 0, 0, c) for c in checks] + [(m.log_line or 0, 1, m) for m in marks])
    out: list[Failure] = []
    pending: list[Failure] = []
    run: list[Failure] = []
    for _, is_mark, failure in events:
        if is_mark:
            run.append(failure)
            continue
        if run:
            out += _named(pending, run)
            pending, run = [], []
        pending.append(failure)
    return out + (_named(pending, run) if run else pending)


def _named(checks: list[Failure], run: list[Failure]) -> list[Failure]:
    """The checks named after the marks of the run that follows them; a mark no check is left for stays, placeless
    (the place below it is the next test's)."""
    bare = [replace(m, path=None, line=None) for m in run]
    if len(checks) == len(run):
        return [replace(c, test=m.test) for c, m in zip(checks, run, strict=True)]
    return [replace(c, test=run[0].test) for c in checks] + (bare[1:] if checks else bare)


def _from_above(mark: Failure, lines: Lines, index: dict[int, int], at_mark: set[int | None]) -> Failure:
    """A placeless mark followed at once by the next result line: the first place in the lines above it, back to
    the result line before it (`index`: each line's position in `lines`, by number)."""
    i = index.get(mark.log_line or 0)
    if i is None or i + 1 >= len(lines) or not _is_result(lines[i + 1], at_mark):
        return mark
    start = i
    while start > max(0, i - _ABOVE) and not _is_result(lines[start - 1], at_mark):
        start -= 1
    path, line = place_in(lines[start:i])
    return replace(mark, path=repo_path(path), line=line) if path else mark


def _is_result(row: tuple[int, str], at_mark: set[int | None]) -> bool:
    return row[0] in at_mark or bool(_PASS.match(row[1]))
