"""A later hunk a cut file shows after its cut: the diff budget shows each file's first lines, so a hunk further down
a changed file that defines (or changes the body of) a function the shown added lines call would go unseen, though a
reader follows the changed line's call there first (`$this->log->lossesWithin(48)` shown, `lossesWithin` changed
ninety diff lines below the cut). One such hunk per file, LATER_FILES files at most, each of LATER_LINES diff lines
at most, room taken from the tails of the tests shown and of the files shown after it (prompt_fit.make_room)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from diagbot.changes import FileChange, numbered
from diagbot.code_names import CALL, DEFINITION
from diagbot.errors import UsageError
from diagbot.filekinds import unread_kind
from diagbot.logs.types import Failure
from diagbot.prompt_defs import code_of
from diagbot.prompt_defs import numbered as read_rows
from diagbot.prompt_fit import HEADING, Shown, fit, grow, hunk_end, is_cut_source, make_room, size
from diagbot.tools.base import ToolError
from diagbot.tools.lines import read_lines
from diagbot.tools.paths import make_context

CALLED = 30  # diff lines a source file cut before the function its shown lines call may grow by, to its hunk's end
LATER_LINES = 40  # diff lines of a later hunk, at most
LATER_FILES = 2  # files showing a later hunk, at most
GAP = 48  # chars of the line marking the diff lines skipped before it
FAILURES = 5  # failing tests whose own lines' calls are looked at
_BRACKETLESS = (".rb", ".rake")  # languages calling a method without brackets as a rule: `course.harvest_allowed_from`
_BARE_MEMBER = re.compile(r"\.\s*([a-z_]\w*[?!]?)(?![\w(])")
MEMBER_CALL = re.compile(rf"{CALL.pattern}|(?:\.|->|::)\s*([A-Za-z_]\w*)\s*\(")  # a method of any value too


def fit_called(ordered: list[FileChange], budget: int, wanted: frozenset[str] = frozenset()) -> dict[str, Shown]:
    """fit()'s diff lines, and for a cut source file a later hunk defining a function the shown added lines call, or
    one of `wanted` (the failing tests' lines call it: failing_calls)."""
    shown = fit(ordered, budget)
    diffs = {f.path: numbered(f.patch or "") for f in ordered if f.path in shown}
    kept = {path: len(s.lines) for path, s in shown.items()}
    left = budget - sum(size(s.lines) + HEADING for s in shown.values())
    left = _finish_called(ordered, diffs, kept, left, wanted)
    calls = shown_calls(ordered, diffs, kept, MEMBER_CALL) | wanted  # `$this->log->lossesWithin(`: maybe another's
    later: dict[str, tuple[int, int]] = {}
    for at, f in enumerate(ordered):
        lines, have = diffs.get(f.path), kept.get(f.path, 0)
        if len(later) == LATER_FILES or not lines or not is_cut_source(f, lines, have) or unread_kind(f.path):
            continue
        for start, end in _hunks(lines, have):
            if end - start <= LATER_LINES and any(defined(lines[i]) in calls for i in range(start, end)):
                room = make_room(ordered, at, diffs, kept, left, size(lines[start:end]) + GAP, whole=True)
                if room is not None:
                    later[f.path], left = (start, end), room - size(lines[start:end]) - GAP
                break
    return {
        path: replace(s, lines=diffs[path][: kept[path]], extra=tuple(diffs[path][a:b]), extra_at=a)
        if (a, b) != (0, 0)
        else replace(s, lines=diffs[path][: kept[path]])
        for path, s in shown.items()
        if kept[path]
        for a, b in [later.get(path, (0, 0))]
    }


def _finish_called(
    ordered: list[FileChange], diffs: dict[str, list[str]], kept: dict[str, int], left: int, wanted: frozenset[str]
) -> int:
    """A source file cut before a hunk that defines a function the shown added lines (or the failing tests' lines,
    `wanted`) call (`$lines += self::weight($hire, $size)`, the new `weight` below), or cut inside such a function, is
    shown through that hunk
    when it ends within CALLED diff lines, room taken as _finish_sources takes it: what the changed line hands its
    values to is where a reader follows them. Returns what is left."""
    calls = shown_calls(ordered, diffs, kept) | wanted
    for at, f in enumerate(ordered):
        lines, have = diffs.get(f.path), kept.get(f.path, 0)
        if not lines or not is_cut_source(f, lines, have):
            continue
        start = max((i for i in range(have) if lines[i].startswith("@@")), default=0)  # the cut hunk's head
        inside = [n for i in range(start, have) if lines[i][6:7] != "-" and (n := defined(lines[i]))][-1:]
        beyond = (i for i in range(have, min(len(lines), have + CALLED)) if lines[i][6:7] != "-")
        at_def = have - 1 if set(inside) & calls else next((i for i in beyond if defined(lines[i]) in calls), None)
        end = hunk_end(lines, at_def) if at_def is not None else 0
        if 0 < end - have <= CALLED:
            left = grow(ordered, at, diffs, kept, left, end, whole=True)
    return left


def shown_calls(
    ordered: list[FileChange], diffs: dict[str, list[str]], kept: dict[str, int], call: re.Pattern[str] = CALL
) -> set[str]:
    """The functions the shown added lines of every file call (`call`: how a call is found)."""
    rows = (row for f in ordered for row in diffs.get(f.path, [])[: kept.get(f.path, 0)] if row[6:7] == "+")
    return {n for row in rows for m in call.finditer(code_of(row[7:])) for n in m.groups() if n}


def defined(row: str) -> str | None:
    """The function a numbered diff line defines, or a hunk's header names as its context, if any."""
    m = DEFINITION.match(row.rpartition("@@")[2].strip() if row.startswith("@@") else row[7:])
    return (m[1] or m[2]) if m else None


def _hunks(lines: list[str], have: int) -> list[tuple[int, int]]:
    """The whole hunks after the first `have` diff lines, as (first, end) indices."""
    heads = [i for i in range(have, len(lines)) if lines[i].startswith("@@")]
    return [(i, hunk_end(lines, i)) for i in heads]


def failing_calls(root: str | Path | None, failures: Sequence[Failure]) -> frozenset[str]:
    """The functions the failing tests' own lines call (`log->lossesWithin(48)`, Ruby's `course.harvest_allowed_from`
    without brackets), FAILURES at most: where a reader of the test goes first."""
    if root is None:
        return frozenset()
    try:
        ctx = make_context(Path(root))
    except UsageError:
        return frozenset()
    names: set[str] = set()
    for f in failures[:FAILURES]:
        try:
            text = read_lines(ctx, f.path, f.line, 1) if f.path and f.line else ""
        except (ToolError, OSError):
            continue
        rows = [code_of(code) for code in read_rows(text).values()]
        found = [n for code in rows for m in MEMBER_CALL.finditer(code) for n in m.groups() if n]
        if (f.path or "").endswith(_BRACKETLESS):  # `course.harvest_allowed_from`: a call all the same
            found += [n for code in rows for n in _BARE_MEMBER.findall(code)]
        names |= set(found)
    return frozenset(names)
