"""The question's code at the parsed failures: a few numbered lines around each failure's innermost repository frame
and `path:line` that the Changes section's hunks do not show already, so that the first call (reading the failing
line) is saved."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from diagbot.errors import UsageError
from diagbot.logs.types import Failure
from diagbot.prompt_fit import Shown
from diagbot.tools.base import ToolError
from diagbot.tools.lines import read_lines
from diagbot.tools.paths import make_context

MAX_QUOTES = 3
QUOTE_CHARS = 1200  # the whole section's code, at most
AROUND = 2  # lines either side of the failing line
_LINE_CHARS = 160  # a quoted line is cut here: the tools read the rest


def code_section(
    root: str | Path | None, failures: Sequence[Failure], shown: dict[str, Shown], redact: Callable[[str], str]
) -> str | None:
    """`## Code at the failures`, or None when there is nothing to quote (no root, no located failure, all shown)."""
    if root is None:
        return None
    try:
        ctx = make_context(Path(root))
    except UsageError:  # the directory is gone: the question goes without
        return None
    quotes: list[str] = []
    left = QUOTE_CHARS
    for path, line in _places(failures, shown):
        try:  # as read_file reads: the one boundary (inside the root, symlinks followed), no .git, no binary file
            first = max(1, line - AROUND)
            text = read_lines(ctx, path, first, line + AROUND - first + 1)
        except (ToolError, OSError):
            continue
        head, _, body = text.partition("\n")
        rows = _trim([_cut(row) for row in body.splitlines() if not row.startswith("(")], line)
        if not rows:  # an empty file
            continue
        rel, _, total = head.removesuffix(")").rpartition(" of ")  # `src/a.py (lines 7-11 of 40)`
        where = f"{rel.rpartition(' (')[0]}:{line} (lines {_number(rows[0])}-{_number(rows[-1])} of {total})"
        quote = _block(where, redact("\n".join(rows)))
        if len(quote) > left:
            continue
        quotes.append(quote)
        left -= len(quote)
        if len(quotes) == MAX_QUOTES:
            break
    if not quotes:
        return None
    head = "Numbered lines (`N: code`) around each failure's innermost repository frame and its own line, where the "
    return f"## Code at the failures\n{head}hunks below do not show them.\n" + "\n".join(quotes)


def _places(failures: Sequence[Failure], shown: dict[str, Shown]) -> Iterable[tuple[str, int]]:
    """Each distinct place a failure names, in log order (its innermost repository frame, then its own `path:line`),
    unless a hunk below shows that line."""
    seen: set[tuple[str, int]] = set()
    for f in failures:
        frame, _, at = (f.frame or "").rpartition(":")
        for path, line in ((frame, int(at) if at.isdigit() else 0), (f.path, f.line)):
            if not path or not line or (path, line) in seen:
                continue
            seen.add((path, line))
            if line not in _new_lines(shown.get(path)):
                yield path, line


def _new_lines(s: Shown | None) -> set[int]:
    """The new-side line numbers a shown hunk carries (context and added lines)."""
    if s is None:
        return set()
    return {int(row[:5]) for row in s.lines if row[:5].strip().isdigit()}


def _trim(rows: list[str], line: int) -> list[str]:
    """`rows` without the blank lines at either end (the failing line itself stays)."""

    def blank(row: str) -> bool:
        return not row.partition(": ")[2].strip() and _number(row) != line

    while rows and blank(rows[-1]):
        rows = rows[:-1]
    while rows and blank(rows[0]):
        rows = rows[1:]
    return rows


def _number(row: str) -> int:
    return int(row.partition(":")[0])


def _cut(row: str) -> str:
    return row if len(row) <= _LINE_CHARS else row[:_LINE_CHARS] + " [...]"


def _block(head: str, body: str) -> str:
    fence = "`" * max(3, 1 + max((len(run) for run in re.findall(r"`+", body)), default=0))
    return f"#### {head}\n{fence}\n{body}\n{fence}"
