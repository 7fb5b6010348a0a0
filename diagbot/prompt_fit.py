"""How the question's diff budget is shared among the changed files: every non-test source file's first hunk (or a
fair share of it) first, since an unnamed source file is often the culprit; then whole files in relevance order;
last, a source file cut a few lines before its hunk ends gets them, and one cut inside or just before the hunk that
defines a function the shown lines call gets that hunk, and a later hunk defining one is shown after the cut
(prompt_called.py), from the tails of the tests shown and of the files shown after it."""

from __future__ import annotations

from dataclasses import dataclass

from diagbot.changes import FileChange, numbered, words_only
from diagbot.filekinds import is_source, is_test, unread_kind

PARTIAL_MIN = 400  # a file not shown yet is cut to fit only when at least this much budget is left
HEADING = 60  # a file's heading and fence, in chars
FEW = 12  # a source file cut this many diff lines or fewer before its hunk ends is shown to the hunk's end


@dataclass(frozen=True)
class Shown:
    """How much of one file's numbered diff the section carries."""

    change: FileChange
    lines: list[str]
    total: int  # the file's numbered diff lines
    extra: tuple[str, ...] = ()  # a later hunk shown after the prefix (prompt_called.py), its diff lines
    extra_at: int = 0  # the index of its first line among the file's numbered diff lines

    @property
    def cut(self) -> bool:
        """Not all of the file's diff lines are shown."""
        return len(self.lines) + len(self.extra) < self.total

    @property
    def rows(self) -> list[str]:
        """Every diff line shown: the prefix, then the later hunk."""
        return [*self.lines, *self.extra]


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
        rest = size(lines[have:]) + (0 if have else HEADING)
        if rest <= left:
            kept[f.path], left = len(lines), left - rest
        elif have or left >= PARTIAL_MIN:
            more = len(_prefix(lines[have:], left - (0 if have else HEADING)))
            if have + more and _changes_any(lines[: have + more]):  # not a hunk's head and context alone
                kept[f.path], left = have + more, left - size(lines[have : have + more]) - (0 if have else HEADING)
    _finish_sources(ordered, diffs, kept, left)
    return {f.path: Shown(f, diffs[f.path][: kept[f.path]], len(diffs[f.path])) for f in ordered if kept.get(f.path)}


def _changes_any(lines: list[str]) -> bool:
    """The lines show a changed line: a cut showing only a hunk's head and context says nothing (the file is listed
    as not shown, its room left to the files after it)."""
    return any(line[6:7] in ("+", "-") for line in lines if not line.startswith("@@"))


def _finish_sources(ordered: list[FileChange], diffs: dict[str, list[str]], kept: dict[str, int], left: int) -> int:
    """A source file cut within FEW lines of its hunk's end gets them, from what is left and else from the tails of
    the tests shown, then of the files shown after it (the least relevant first, each keeping its first FEW lines at
    least): the last lines of a changed function tell more than the last lines of a test or of a less relevant
    file. Returns what is left."""
    for at, f in enumerate(ordered):
        lines, have = diffs.get(f.path), kept.get(f.path, 0)
        if lines and is_cut_source(f, lines, have):
            end = hunk_end(lines, have - 1)  # none when the cut falls on the next hunk's header
            if 0 < end - have <= FEW:
                left = grow(ordered, at, diffs, kept, left, end)
    return left


def is_cut_source(f: FileChange, lines: list[str], have: int) -> bool:
    """A source file (not a test) shown in part."""
    return 0 < have < len(lines) and not is_test(f.path) and is_source(f.path)


def hunk_end(lines: list[str], start: int) -> int:
    """The index of the next `@@` header after `start`, or the end of the lines."""
    return next((i for i in range(start + 1, len(lines)) if lines[i].startswith("@@")), len(lines))


def grow(
    ordered: list[FileChange],
    at: int,
    diffs: dict[str, list[str]],
    kept: dict[str, int],
    left: int,
    end: int,
    whole: bool = False,
) -> int:
    """Show `ordered[at]` to its diff line `end`, from what is left and else from the tails of the tests shown, then
    of the files shown after it, the least relevant first, each keeping its first hunk's first FEW lines; nothing
    moves when even they do not make room. Returns what is left."""
    path = ordered[at].path
    need = size(diffs[path][kept[path] : end])
    room = make_room(ordered, at, diffs, kept, left, need, whole)
    if room is None:
        return left
    kept[path] = end
    return room - need


def make_room(
    ordered: list[FileChange],
    at: int,
    diffs: dict[str, list[str]],
    kept: dict[str, int],
    left: int,
    need: int,
    whole: bool = False,
) -> int | None:
    """What is left once `need` chars are freed for `ordered[at]` (as grow frees them; `whole`: a source file after
    it may give all its lines, and its heading, and gives them all rather than keep a hunk's head alone), else None,
    nothing moved."""
    path = ordered[at].path
    tests = [f.path for f in reversed(ordered) if kept.get(f.path) and is_test(f.path)]
    after = [g.path for g in reversed(ordered[at + 1 :]) if kept.get(g.path) and not is_test(g.path)]
    donors = [p for p in dict.fromkeys(tests + after) if p != path]
    floors = {p: 0 if whole and p in after else _floor(diffs[p]) for p in donors}
    if need > left + sum(size(diffs[p][floors[p] : kept[p]]) + (0 if floors[p] else HEADING) for p in donors):
        return None
    for p in donors:
        while kept[p] > floors[p] and need > left:
            kept[p] -= 1
            left += len(diffs[p][kept[p]]) + 1 + (0 if kept[p] else HEADING)
        if kept[p] and not _changes_any(diffs[p][: kept[p]]):  # a hunk's head and context alone say nothing
            left, kept[p] = left + size(diffs[p][: kept[p]]) + HEADING, 0
    return left


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
            kept[path], left = len(first), left - size(first) - HEADING
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


def size(lines: list[str]) -> int:
    """The chars the lines take, each with its newline."""
    return sum(len(line) + 1 for line in lines)
