"""The windows the question's code at the failures quotes: the numbered lines around a failing line, reaching up to
the assignment a reporting line compares and to the test's inputs, and down to where a bracket the failing line opens
closes (an expected literal); windows of one file that overlap or touch merged as one."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from diagbot.prompt_assigned import UP, assignment, inputs
from diagbot.tools.base import ToolContext, ToolError
from diagbot.tools.cut import redacted_head
from diagbot.tools.lines import read_lines

AROUND = 2  # lines either side of the failing line
OPEN = 6  # lines further down a bracket the failing lines open may take to close
_LINE_CHARS = 160  # a quoted line is cut here: the tools read the rest


@dataclass
class Window:
    """Numbered lines of one file to quote: the failing lines it holds and how far it reaches either way."""

    path: str
    lines: list[int]  # the failing lines it holds, in log order
    first: int
    last: int
    narrow: int  # its first line without the upward reach for an assignment
    rows: dict[int, str]
    total: str
    table: list[int]  # the lines it holds that are a table-driven test's row of the failing values (prompt_rows)
    assigned: int = 0  # its first line reaching up to the assignment only, not to the inputs that call passes
    data: list[int] = field(default_factory=list)  # its fixtures' lines of a value one side lacks (prompt_fixtures)


def window(ctx: ToolContext, path: str, line: int, mark: str = "") -> Window | None:
    """The lines around `line` (`mark`: "row", a table's row of the failing values; "data", a fixture's line of a
    value one side of the comparison lacks), reaching up to the assignment a
    reporting line compares and on to the test's inputs that assignment's call passes; None when unreadable."""
    try:  # as read_file reads: the one boundary (inside the root, symlinks followed), no .git, no binary file
        start = max(1, line - AROUND - 2 * UP)
        text = read_lines(ctx, path, start, line + AROUND + OPEN - start + 1)
    except (ToolError, OSError):
        return None
    head, _, body = text.partition("\n")
    rows = {number(row): _cut(row, ctx) for row in body.splitlines() if not row.startswith("(")}
    if line not in rows:  # an empty file, or a line past its end
        return None
    rel, _, total = head.removesuffix(")").rpartition(" of ")  # `src/a.py (lines 7-11 of 40)`
    narrow = max(1, line - AROUND)
    assigned = assignment(rows, line)
    first = min(narrow, assigned, inputs(rows, assigned, line - 2 * UP) if assigned < line else assigned)
    last = next((n for n in range(line + AROUND, max(rows) + 1) if _depth(rows, line, n) <= 0), max(rows))
    found = Window(rel.rpartition(" (")[0], [line], first, last, narrow, rows, total, [line] if mark == "row" else [])
    found.assigned = min(narrow, assigned)
    found.data = [line] if mark == "data" else []
    return found


def _depth(rows: dict[int, str], line: int, n: int) -> int:
    """The brackets lines line..n open and do not close (an expected literal the failing line begins: `[`)."""
    code = " ".join(rows.get(k, "").partition(": ")[2] for k in range(line, n + 1))
    return sum(code.count(c) for c in "([{") - sum(code.count(c) for c in ")]}")


def merged(windows: Iterable[Window]) -> list[Window]:
    """Windows of one file that overlap or touch as one, in the order their first failure comes."""
    out: list[Window] = []
    for w in windows:
        near = [o for o in out if o.path == w.path and w.first <= o.last + 1 and o.first <= w.last + 1]
        if not near:
            out.append(w)
            continue
        into = near[0]
        for o in [*near[1:], w]:  # a window that bridges two merges all three
            into.lines += [n for n in o.lines if n not in into.lines]
            into.first, into.last, into.narrow, into.assigned = (
                min(into.first, o.first),
                max(into.last, o.last),
                min(into.narrow, o.narrow),
                min(into.assigned, o.assigned),  # a cut to the assignment keeps every merged failing line
            )
            into.rows |= o.rows
            into.table += [n for n in o.table if n not in into.table]
            into.data += [n for n in o.data if n not in into.data]
            if o is not w:
                out.remove(o)
    return out


def number(row: str) -> int:
    """The line number of a numbered row (`12: code`)."""
    return int(row.partition(":")[0])


def _cut(row: str, ctx: ToolContext) -> str:
    """The row, or its head redacted before it is cut (a secret cut in two is no longer known for one)."""
    return row if len(row) <= _LINE_CHARS else redacted_head(row, _LINE_CHARS, ctx.redact) + " [...]"
