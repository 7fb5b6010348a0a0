"""The question's code at the parsed failures: a few numbered lines around each failure's innermost repository frame
and `path:line` that the Changes section's hunks do not show already, so that the first call (reading the failing
line) is saved."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from pathlib import Path

from diagbot.errors import UsageError
from diagbot.filekinds import is_test
from diagbot.logs.types import Failure
from diagbot.prompt_fit import Shown
from diagbot.prompt_fixtures import fixture_rows
from diagbot.prompt_lets import lets_read
from diagbot.prompt_rows import constants_read, failing_row
from diagbot.prompt_window import AROUND, Window, merged, number, window
from diagbot.tools.base import ToolContext
from diagbot.tools.paths import make_context

MAX_QUOTES = 4
QUOTE_CHARS = 1800  # the whole section's code, at most
_NAMED = 8  # places left unquoted that the section still names


def code_section(
    root: str | Path | None,
    failures: Sequence[Failure],
    shown: dict[str, Shown],
    redact: Callable[[str], str],
    echoed: str = "",
) -> str | None:
    """`## Code at the failures`, or None when there is nothing to quote (no root, no located failure, all shown).
    A window whose code the log itself prints (`echoed`: the excerpt; pytest's traceback, jest's code frame) is
    not quoted again."""
    if root is None:
        return None
    try:
        ctx = replace(make_context(Path(root)), redact=redact)  # a line is redacted before it is cut
    except UsageError:  # the directory is gone: the question goes without
        return None
    quotes: list[str] = []
    unquoted: list[str] = []  # places left out for room: named, so that a model knows to read them
    left = QUOTE_CHARS
    for w in merged(w for path, line, mark in _places(failures, shown, ctx) if (w := window(ctx, path, line, mark))):
        if _in_log(w, echoed):
            continue
        quote = _quote(w, w.first, redact)
        for first in (w.assigned, w.narrow):  # without the test's inputs, then without the assignment, it may fit
            if len(quote) > left and first > w.first:
                quote = _quote(w, first, redact)
        if len(quote) > left and len(w.lines) > 1:  # the failing lines alone (a table's rows), without the rest
            quote = _quote(w, w.narrow, redact, bare=True)
        if len(quote) > left or len(quotes) == MAX_QUOTES:
            unquoted += [f"`{w.path}:{n}`" for n in sorted(w.lines)]
            continue
        quotes.append(quote)
        left -= len(quote)
    head = (
        "Numbered lines (`N: code`) around each failure's innermost repository frame, its own line and the test's"
        " line holding the failing values (a table's row, an expected literal) and its fixtures' lines of a value only"
        " one side of the comparison has, where the hunks below do not show them."
    )
    more = f"\nNot quoted, for room: {', '.join(unquoted[:_NAMED])}" + (" ..." if len(unquoted) > _NAMED else "")
    return f"## Code at the failures\n{head}\n" + "\n".join(quotes) + (more if unquoted else "") if quotes else None


def _in_log(w: Window, echoed: str) -> bool:
    """Every line of the window's close range (AROUND its failing lines) that says something (not a lone brace) is
    printed in the log."""
    close = range(w.narrow, min(w.last, max(w.lines) + AROUND) + 1)
    said = [c for n in close if len(c := w.rows.get(n, "").partition(": ")[2].strip()) >= 8]
    return bool(said) and all(c in echoed for c in said)


def _quote(w: Window, first: int, redact: Callable[[str], str], bare: bool = False) -> str:
    """The window from line `first` on; `bare`: only its failing lines, each numbered, nothing around them."""
    keep = set(w.lines)
    rows = [w.rows[n] for n in sorted(keep) if n in w.rows] if bare else []
    rows = rows or _trim([w.rows[n] for n in range(first, w.last + 1) if n in w.rows], keep)
    table = _marked(w.table, "the test's line{s} holding the failing values")
    table += _marked(w.data, "line{s} holding a value only one side of the comparison has")
    span = "only those lines" if bare else f"lines {number(rows[0])}-{number(rows[-1])}"
    where = f"{w.path}:{', '.join(map(str, sorted(w.lines)))} ({span} of {w.total}{table})"
    return _block(where, redact("\n".join(rows)))


def _marked(lines: list[int], what: str) -> str:
    """`; lines 9, 11: <what>` for the marked lines a window holds; "" for none."""
    many = "s" if len(lines) > 1 else ""
    return f"; line{many} {', '.join(map(str, sorted(lines)))}: {what.format(s=many)}" if lines else ""


def _places(failures: Sequence[Failure], shown: dict[str, Shown], ctx: ToolContext) -> Iterable[tuple[str, int, str]]:
    """Each distinct place a failure names, in log order (its innermost repository frame, then its own `path:line`,
    then the row of its test's table that holds the values it names, marked "row", then where its file defines the
    constants its failing line reads, its RSpec `let`s, and its fixtures' lines of a value one side of its comparison
    lacks, marked "data"), unless a hunk below shows that line. A test file's frame several failures share (a
    check's helper) comes after all their own lines: those hold the values each passed it; a source file's frame they
    share is where each of them broke, and keeps its place."""
    read: dict[str, str] = {}
    frames = Counter(f.frame for f in failures if f.frame)
    places: list[tuple[str | None, int | None, str]] = []
    helpers: list[tuple[str | None, int | None, str]] = []  # frames several failures share
    for f in failures:
        frame, _, at = (f.frame or "").rpartition(":")
        where = (frame, int(at) if at.isdigit() else 0, "")
        shared = frames[f.frame or ""] > 1 and (f.path, f.line) != where[:2] and is_test(frame)  # a check's helper
        (helpers if shared else places).append(where)  # a source frame they share: where they all broke, first
        places += [(f.path, f.line, ""), (f.path, failing_row(ctx, f, read) or 0, "row")]
        places += [(path, n, "") for path, n in constants_read(ctx, f, read)]  # the values it passes
        places += [(path, n, "") for path, n in lets_read(ctx, f, read)]  # RSpec's, in `let` and `subject`
        places += [(path, n, "data") for path, n in fixture_rows(ctx, f, read)]  # the data of a value one side lacks
    seen: set[tuple[str, int]] = set()
    for path, line, mark in places + helpers:
        if not path or not line or (path, line) in seen:
            continue
        seen.add((path, line))
        if not {line, line - 1} <= _new_lines(shown.get(path)) | {0}:  # a hunk's first line: not what leads to it
            yield path, line, mark


def _new_lines(s: Shown | None) -> set[int]:
    """The new-side line numbers a shown hunk carries (context and added lines)."""
    if s is None:
        return set()
    return {int(row[:5]) for row in s.rows if row[:5].strip().isdigit()}


def _trim(rows: list[str], keep: set[int]) -> list[str]:
    """`rows` without the blank lines at either end (the failing lines themselves stay)."""

    def blank(row: str) -> bool:
        return not row.partition(": ")[2].strip() and number(row) not in keep

    while rows and blank(rows[-1]):
        rows = rows[:-1]
    while rows and blank(rows[0]):
        rows = rows[1:]
    return rows


def _block(head: str, body: str) -> str:
    fence = "`" * max(3, 1 + max((len(run) for run in re.findall(r"`+", body)), default=0))
    return f"#### {head}\n{fence}\n{body}\n{fence}"
