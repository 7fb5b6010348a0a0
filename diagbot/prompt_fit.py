"""How the question's diff budget is shared among the changed files: every non-test source file's first hunk (or a
fair share of it) first, since an unnamed source file is often the culprit; then whole files in relevance order;
last, a source file cut a few lines before its hunk ends gets them, and one cut just before the hunk that defines a
function its shown lines call gets that hunk, from the tails of the tests shown and of the files shown after it."""

from __future__ import annotations

from dataclasses import dataclass

from diagbot.changes import FileChange, numbered, words_only
from diagbot.code_names import CALL, DEFINITION
from diagbot.filekinds import is_source, is_test, unread_kind
from diagbot.prompt_defs import code_of

PARTIAL_MIN = 400  # a file not shown yet is cut to fit only when at least this much budget is left
HEADING = 60  # a file's heading and fence, in chars
FEW = 12  # a source file cut this many diff lines or fewer before its hunk ends is shown to the hunk's end
CALLED = 30  # diff lines a source file cut before the function its shown lines call may grow by, to its hunk's end


@dataclass(frozen=True)
class Shown:
    """How much of one file's numbered diff the section carries."""

    change: FileChange
    lines: list[str]
    total: int  # the file's numbered diff lines

    @property
    def cut(self) -> bool:
        """Only a prefix of the file's diff lines is shown."""
        return len(self.lines) < self.total


def fit(ordered: list[FileChange], budget: int) -> dict[str, Shown]:
    """The diff lines each file shows within `budget` chars, in `ordered`'s order (most relevant first)."""
    diffs = {
        f.path: numbered(f.patch) for f in ordered if f.patch is not None and not f.binary and not unread_kind(f.path)
    }
    kept: dict[str, int] = {}  # path -> how many of its diff lines are shown
    left = _floors(ordered, diffs, kept, budget)
    for f in ordered:
        lines = diffs.get(f.path)
        if lines is None:
            continue
        have = kept.get(f.path, 0)
        rest = _size(lines[have:]) + (0 if have else HEADING)
        if rest <= left:
            kept[f.path], left = len(lines), left - rest
        elif have or left >= PARTIAL_MIN:
            more = len(_prefix(lines[have:], left - (0 if have else HEADING)))
            if have + more and _changes_any(lines[: have + more]):  # not a hunk's head and context alone
                kept[f.path], left = have + more, left - _size(lines[have : have + more]) - (0 if have else HEADING)
    left = _finish_sources(ordered, diffs, kept, left)
    _finish_called(ordered, diffs, kept, left)
    return {f.path: Shown(f, diffs[f.path][: kept[f.path]], len(diffs[f.path])) for f in ordered if kept.get(f.path)}


def _changes_any(lines: list[str]) -> bool:
    """The lines show a changed line: a cut that shows only a hunk's head and context says nothing (the file is
    listed as not shown, and its room left to the files after it)."""
    return any(line[6:7] in ("+", "-") for line in lines if not line.startswith("@@"))


def _finish_sources(ordered: list[FileChange], diffs: dict[str, list[str]], kept: dict[str, int], left: int) -> int:
    """A source file cut within FEW lines of its hunk's end gets them, from what is left and else from the tails of
    the tests shown, then of the files shown after it (the least relevant first, each keeping its first FEW lines at
    least): the last lines of a changed function tell more than the last lines of a test or of a less relevant
    file. Returns what is left."""
    for at, f in enumerate(ordered):
        lines, have = diffs.get(f.path), kept.get(f.path, 0)
        if lines and _cut_source(f, lines, have):
            end = _hunk_end(lines, have - 1)  # none when the cut falls on the next hunk's header
            if 0 < end - have <= FEW:
                left = _grow(ordered, at, diffs, kept, left, end)
    return left


def _finish_called(ordered: list[FileChange], diffs: dict[str, list[str]], kept: dict[str, int], left: int) -> None:
    """A source file cut before a hunk that defines a function its shown added lines call (`$lines +=
    self::weight($hire, $size)`, the new `weight` below) is shown through that hunk when it ends within CALLED diff
    lines, room taken as _finish_sources takes it: what the changed line hands its values to is where a reader
    follows them."""
    for at, f in enumerate(ordered):
        lines, have = diffs.get(f.path), kept.get(f.path, 0)
        if not lines or not _cut_source(f, lines, have):
            continue
        calls = {n for row in lines[:have] if row[6:7] == "+" for n in CALL.findall(code_of(row[7:]))}
        defined = (i for i in range(have, min(len(lines), have + CALLED)) if lines[i][6:7] != "-")
        at_def = next((i for i in defined if (m := DEFINITION.match(lines[i][7:])) and (m[1] or m[2]) in calls), None)
        end = _hunk_end(lines, at_def) if at_def is not None else 0
        if 0 < end - have <= CALLED:
            left = _grow(ordered, at, diffs, kept, left, end)


def _cut_source(f: FileChange, lines: list[str], have: int) -> bool:
    """A source file (not a test) shown in part."""
    return 0 < have < len(lines) and not is_test(f.path) and is_source(f.path)


def _hunk_end(lines: list[str], start: int) -> int:
    """The index of the next `@@` header after `start`, or the end of the lines."""
    return next((i for i in range(start + 1, len(lines)) if lines[i].startswith("@@")), len(lines))


def _grow(
    ordered: list[FileChange], at: int, diffs: dict[str, list[str]], kept: dict[str, int], left: int, end: int
) -> int:
    """Show `ordered[at]` to its diff line `end`, from what is left and else from the tails of the tests shown, then
    of the files shown after it, the least relevant first, each keeping its first hunk's first FEW lines; nothing
    moves when even they do not make room. Returns what is left."""
    path = ordered[at].path
    need = _size(diffs[path][kept[path] : end])
    tests = [f.path for f in reversed(ordered) if kept.get(f.path) and is_test(f.path)]
    after = [g.path for g in reversed(ordered[at + 1 :]) if kept.get(g.path) and not is_test(g.path)]
    donors = [p for p in dict.fromkeys(tests + after) if p != path]
    if need > left + sum(_size(diffs[p][_floor(diffs[p]) : kept[p]]) for p in donors):
        return left
    for p in donors:
        floor = _floor(diffs[p])
        while kept[p] > floor and need > left:
            kept[p] -= 1
            left += len(diffs[p][kept[p]]) + 1
    kept[path] = end
    return left - need


def _floors(ordered: list[FileChange], diffs: dict[str, list[str]], kept: dict[str, int], budget: int) -> int:
    """Give each non-test source file whose code changed its first hunk, at most a fair share of `budget`; returns
    what is left."""
    sources = [
        f.path for f in ordered if f.path in diffs and is_source(f.path) and not is_test(f.path) and not words_only(f)
    ]
    if not sources:
        return budget
    share = max(budget // len(sources), PARTIAL_MIN)
    left = budget
    for path in sources:
        hunk = _first_hunk(diffs[path])
        first = _prefix(hunk, min(share, left) - HEADING)
        if first and (len(first) == len(hunk) or min(share, left) >= PARTIAL_MIN):  # no sliver of a hunk
            kept[path], left = len(first), left - _size(first) - HEADING
    return left


def _floor(lines: list[str]) -> int:
    """How much of a test's diff stays when a source file takes room from it: its first hunk, FEW lines at most."""
    return min(len(_first_hunk(lines)), FEW)


def _first_hunk(lines: list[str]) -> list[str]:
    """The lines up to the second `@@` header."""
    second = next((i for i, line in enumerate(lines) if i and line.startswith("@@")), len(lines))
    return lines[:second]


def _prefix(lines: list[str], room: int) -> list[str]:
    kept: list[str] = []
    for line in lines:
        room -= len(line) + 1
        if room < 0:
            break
        kept.append(line)
    return kept


def _size(lines: list[str]) -> int:
    return sum(len(line) + 1 for line in lines)
