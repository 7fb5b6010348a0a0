"""What the offline model makes of the branch's diff: the changed hunks the failure reaches, and the changed files a
test may import (what the diff tool then shows of a hunk: changed.py).

A hunk is in reach when its changed lines sit in a function the investigation read (the failing line's, a
frame's, the called function's), from that function's definition to the next one in view; with no definition
in view, only a hunk over the read line itself. A hunk elsewhere is never blamed, however recent.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import PurePosixPath

from diagbot.changes import ChangeSet, FileChange, new_lines, numbered
from diagbot.filekinds import is_source, is_test, unread_kind
from diagbot.offline.code import starts_at
from diagbot.offline.kinds import declares_only, in_docstring, in_import, is_code, is_prose
from diagbot.offline.rename import gone, renames
from diagbot.offline.span import reach_span

_HEADER = re.compile(r"^@@ ")


@dataclass(frozen=True)
class Hunk:
    """One hunk of a changed file: where its changed lines are in the new file, and where it is in the diff."""

    path: str
    first: int  # the new-side line of its first `+` line (or where its removal happened)
    last: int
    offset: int  # its first line in the diff tool's numbering (1-based, the @@ line)
    lines: int
    added: tuple[tuple[int, int], ...] = ()  # each `+` line: (its new-side line, its diff line)
    focus: int = 0  # the read line that reaches it
    inert: bool = False  # only comments, blanks, imports or bare declarations changed, or no source file: last
    code: tuple[int, ...] = ()  # the new-side lines of its changed lines of code (not comments, blanks, imports)
    opens: tuple[int, ...] = ()  # the new-side lines of its lines (kept or added) that open a function
    span: tuple[int, int] = (0, 0)  # the lines of the read function that reaches it, when one does
    renames: tuple[tuple[str, str], ...] = ()  # the names it renames, when renaming is all it does (rename.py)
    header: str = ""  # the function git names on its @@ line: the nearest one opening above it
    prose: bool = False  # only comments, docstrings' words or blank lines changed: no code, no import

    def meets(self, start: int, end: int) -> bool:
        """Its changed code (else any changed line, when it changes no code) falls within lines start..end."""
        return any(start <= n <= end for n in self.code) if self.code else self.first <= end and self.last >= start

    def window(self, limit: int, lead: int | None = None) -> tuple[int, int]:
        """(offset, limit) for the diff tool: the whole hunk, or `limit` lines around the added line nearest focus,
        `lead` of them above it (a quarter of the page unless said)."""
        if self.lines <= limit or not self.added:
            return self.offset, min(self.lines, limit)
        at = min(self.added, key=lambda a: abs(a[0] - self.focus))[1]
        return max(self.offset, at - (limit // 4 if lead is None else lead)), limit


def hunks_in_reach(
    changes: ChangeSet | None, reads: list[tuple[str, int, dict[int, str]]], *, source_only: bool = False
) -> list[Hunk]:
    """The changed hunks the read code reaches, the one nearest to the first read line first; `source_only`: not
    in a test file (a test changed beside the code it tests is the last suspect)."""
    found: list[tuple[int, int, Hunk, int]] = []
    for rank, (path, focus, code) in enumerate(reads):
        change = changes.find(path) if changes else None
        if change is None or change.patch is None or (source_only and is_test(change.path)):
            continue
        start, end = reach_span(code, focus)
        head = code.get(start, "").strip() if start < end else ""
        cut = end >= max(code, default=end)  # the read ended before the function did
        for h in _settled(changes, _hunks(change.path, change.patch)):
            # lower in the function than the read went (its @@ line names it), not a function opening below it
            below = bool(head) and cut and h.first > end and _names(h.header, head) and not _opens_first(h)
            if below or (h.meets(start, end) if start < end else h.first <= focus <= h.last):
                inside = h.first <= focus <= h.last
                h = replace(h, span=(start, end))
                found.append((rank, 0 if inside else min(abs(h.first - focus), abs(h.last - focus)), h, focus))
    kept: dict[tuple[str, int], Hunk] = {}
    for _, _, h, focus in sorted(found, key=lambda x: (x[2].inert, x[0], x[1])):
        kept.setdefault((h.path, h.offset), replace(h, focus=focus))
    return list(kept.values())


def source_files(changes: ChangeSet | None) -> list[FileChange]:
    """The changed source files (not tests) with a patch, not deleted: where the code under test changed."""
    files = changes.files if changes else ()
    return [f for f in files if f.patch and f.status != "deleted" and is_source(f.path) and not is_test(f.path)]


def added_lines(patch: str | None) -> Iterator[tuple[int, str]]:
    """A patch's added lines of code (not blank, comment or import), by their line in the new file."""
    for row in numbered(patch or ""):
        if row[6:7] == "+" and row[:5].strip().isdigit() and is_code(row[7:]):
            yield int(row[:5]), row[7:]


@lru_cache(maxsize=2)
def moved_code(changes: ChangeSet | None) -> frozenset[str]:
    """The lines of code (stripped, longer than a brace or a `pass`) the branch removed anywhere: one it adds back
    as it was moved, and changed no behaviour where it went."""
    rows = (row for f in (changes.files if changes else ()) for row in (f.patch or "").splitlines())
    return frozenset(
        t.strip()
        for row in rows
        if row[:1] == "-" and not row.startswith("---") and is_code(t := row[1:]) and len(t.strip()) > 4
    )


def importable(changes: ChangeSet | None, test: str) -> dict[str, str]:
    """The changed source files a test could import, by module name (`totals` for invoice/totals.py)."""
    found: dict[str, str] = {}
    for f in source_files(changes):
        p = PurePosixPath(f.path)
        if f.path != test:
            found.setdefault(p.parent.name if p.stem in ("__init__", "index", "mod") else p.stem, f.path)
            if p.name in ("lib.rs", "main.rs"):  # a Rust crate's root, which its modules name `crate`
                found.setdefault("crate", f.path)
    return {k: v for k, v in found.items() if len(k) > 1}


def import_pattern(names: list[str]) -> str:
    """A regex for an import line naming one of `names`: from/import/use/mod, require(...), require 'x',
    import(...), #include "x.h", and a Go import block's quoted path."""
    alt = "|".join(re.escape(n) for n in names)
    lead = r"^\s*(from|import|use|mod|#\s*include|require(_relative)?)\s|require\(|import\(|^\s*(\w+\s+)?\"[\w./-]*/"
    return rf"({lead}).*\b({alt})\b"


def file_hunks(changes: ChangeSet | None, path: str) -> list[Hunk]:
    """Every hunk of one changed file, first to last, those that change code before inert ones."""
    change = changes.find(path) if changes else None
    hunks = _settled(changes, _hunks(change.path, change.patch)) if change and change.patch else []
    return sorted(hunks, key=lambda h: h.inert)


def _settled(changes: ChangeSet | None, hunks: tuple[Hunk, ...]) -> list[Hunk]:
    """Hunks that only rename a name the branch no longer uses anywhere are inert: the behaviour did not change."""
    return [replace(h, inert=True) if h.renames and gone(changes, h.renames) else h for h in hunks]


@lru_cache(maxsize=64)  # a patch parsed once: the plan asks for a file's hunks at every step
def _hunks(path: str, patch: str) -> tuple[Hunk, ...]:
    out: list[Hunk] = []
    lines = numbered(patch)
    starts = [i for i, line in enumerate(lines) if _HEADER.match(line)] + [len(lines)]
    for a, b in itertools.pairwise(starts):
        body = lines[a + 1 : b]
        at = new_lines(body)
        changed = [at[i] for i, line in enumerate(body) if line[6:7] in ("+", "-")]
        added = tuple((int(line[:5]), a + 2 + i) for i, line in enumerate(body) if line[6:7] == "+")
        doc = in_docstring([(x[6:7], x[7:]) for x in body])
        header = lines[a].split("@@", 2)[-1].strip()  # git's context line: `__all__ = [` when the list opens above
        listed = in_import([(" ", header), *((x[6:7], x[7:]) for x in body)])[1:]  # an import list's names: no code
        marked = [i for i, x in enumerate(body) if x[6:7] in ("+", "-")]
        changed_code = [i for i in marked if is_code(body[i][7:]) and not doc[i] and not listed[i]]
        code = tuple(at[i] for i in changed_code)
        if changed:
            inert = not code or not is_source(path) or all(map(declares_only, (body[i][7:] for i in changed_code)))
            side = {int(x[:5]): x[7:] for x in body if x[6:7] != "-" and x[:5].strip().isdigit()}
            opens = tuple(n for n in side if starts_at(side, n))  # also `int f(void)` with its `{` below
            names = renames([x[7:] for x in body if x[6:7] == "-"], [x[7:] for x in body if x[6:7] == "+"])
            hunk = Hunk(path, min(changed), max(changed), a + 1, b - a, added, inert=inert, code=code, opens=opens)
            prose = all(doc[i] or is_prose(body[i][7:]) for i in marked)
            out.append(replace(hunk, renames=names, header=header, prose=prose))
    return tuple(out)


def _opens_first(h: Hunk) -> bool:
    """A function opens in the hunk before its first changed code: the code is that function's, not the one its
    @@ line names."""
    return bool(h.code) and any(n <= min(h.code) for n in h.opens)


def _names(header: str, head: str) -> bool:
    """A hunk's @@ header names the function whose first line is `head` (git cuts a long one short)."""
    return len(header) > 8 and (head.startswith(header) or header.startswith(head))


def hunk_rows(changes: ChangeSet | None, h: Hunk) -> list[str]:
    """The hunk's numbered rows (`numbered`'s form: the new-side line, then the mark and the text at [6:])."""
    change = changes.find(h.path) if changes else None
    return numbered(change.patch)[h.offset - 1 : h.offset - 1 + h.lines] if change and change.patch else []


def new_side(patch: str | None) -> dict[int, str]:
    """The new-side lines (kept and added) a file's patch shows, by their line in the new file."""
    return {int(x[:5]): x[7:] for x in numbered(patch or "") if x[:5].strip().isdigit() and x[6:7] != "-"}


def flagged_in_hunks(changes: ChangeSet | None, find: Callable[[str], Iterable[int]]) -> dict[tuple[str, int], int]:
    """The lines `find` flags in each hunk of the changed source (not tests nor built copies), each with strength 2."""
    return {
        (f.path, n): 2
        for f in source_files(changes)
        if unread_kind(f.path) is None
        for hunk in re.split(r"^(?=@@ )", f.patch or "", flags=re.M)[1:]
        for n in find(hunk)
    }
